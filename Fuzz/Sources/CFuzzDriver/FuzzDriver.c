// Only a header: the driver itself is in libFuzzer, linked by `-sanitize=fuzzer`.
