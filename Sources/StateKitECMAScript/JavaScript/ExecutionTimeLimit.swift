import Foundation

#if canImport(JavaScriptCore)
  import JavaScriptCore
#else
  import CJavaScriptCore
#endif

/// JavaScriptCore's watchdog, `JSContextGroupSetExecutionTimeLimit`: exported by the framework
/// on Apple platforms and by JavaScriptCoreGTK, but declared in neither's public headers, so it
/// is looked up by name at run time. Where it is missing, scripts run without a limit.
enum ExecutionTimeLimit {
  private typealias ShouldTerminate = @convention(c) (JSContextRef?, UnsafeMutableRawPointer?) -> Bool
  private typealias SetLimit =
    @convention(c) (JSContextGroupRef?, Double, ShouldTerminate?, UnsafeMutableRawPointer?) ->
    Void

  private static let setLimit: SetLimit? = {
    #if canImport(Darwin)
      let handle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #else
      let handle: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
    #endif
    guard let symbol = dlsym(handle, "JSContextGroupSetExecutionTimeLimit") else { return nil }
    return unsafeBitCast(symbol, to: SetLimit.self)
  }()

  /// Whether this JavaScriptCore has the watchdog.
  static var isAvailable: Bool { setLimit != nil }

  /// Stops every evaluation in the group that runs longer than `seconds` (with no callback, the
  /// watchdog always terminates): the evaluation throws, and the context stays usable.
  static func set(_ seconds: Double, on group: JSContextGroupRef) {
    setLimit?(group, seconds, nil, nil)
  }
}
