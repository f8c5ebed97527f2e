import ScreenMark
print("todo")
