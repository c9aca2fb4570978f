#if Macros
  import SwiftCompilerPlugin
  import SwiftSyntaxMacros

  @main struct StateKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [CaseEventMacro.self]
  }
#else
  // Without the `Macros` trait there is no swift-syntax, and nothing to expand; a macro target
  // still needs an entry point to link.
  @main enum StateKitMacrosPlugin { static func main() {} }
#endif
