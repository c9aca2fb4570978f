/// How a scope holds its engine: without reference counting, since a scope is made for every
/// guard and action call and retaining the engine each time would cost more than many guards.
///
/// That is safe because the scopes that hold it cannot outlive the callback they were made for:
/// they are non-copyable and lent to the callback `borrowing`, so an app cannot store them,
/// and the machine, and so the engine, lives while a callback runs. (Copyable scopes once let
/// an app keep one and use it after its machine was gone: freed memory, in release builds.)
/// Debug builds check it still — the reference is `unowned`, and the scope remembers the step
/// or query it was made in.
///
/// Declared here, with the scopes that the DSL's closures take, as a plain object; the engine
/// gives it its meaning (Engine/EngineReference+Engine.swift). It is the machine's
/// `TypedEngine<S, E, C>`, cast back where it is read, in the app's own guards and actions,
/// which are compiled for its types: the hooks that make scopes may run unspecialised (a machine
/// made in code generic over something else), and there a cast to the generic type would look
/// up its metadata on every call.
@usableFromInline struct EngineReference<S: Hashable & Sendable, E: Hashable & Sendable, C> {
  #if DEBUG
    @usableFromInline unowned let unchecked: AnyObject
    @usableFromInline let epoch: UInt64
  #else
    @usableFromInline unowned(unsafe) let unchecked: AnyObject
  #endif
}
