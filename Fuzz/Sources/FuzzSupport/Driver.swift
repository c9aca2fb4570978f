import Foundation

/// libFuzzer's entry point. SwiftPM generates its own `main`, so each fuzz target's `main.swift`
/// starts libFuzzer's driver itself.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with `callback` as the test-one-input function and exits with its result.
public func runFuzzer(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
}

/// The fuzzer's bytes as `Data`.
public func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Data {
  guard let data, size > 0 else { return Data() }
  return Data(bytes: data, count: size)
}
