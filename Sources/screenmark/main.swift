ScreenMarkCommand.runAndExit()
