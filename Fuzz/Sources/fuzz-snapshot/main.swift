import FuzzSupport

/// libFuzzer's test-one-input function (its own `main` calls it; so does `runFuzzer`).
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = bytes(data, size)
  MainActor.assumeIsolated { FuzzTargets.snapshot(input) }
  return 0
}

runFuzzer(testOneInput)
