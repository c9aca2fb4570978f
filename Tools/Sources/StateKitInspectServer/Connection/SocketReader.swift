import FlyingSocks

/// The bytes of one connection, read from its socket only when a reader needs more: whoever
/// reads through it decides, before asking for more, how much it will ever hold.
struct SocketReader {
  let socket: AsyncSocket
  /// Bytes read and not consumed yet.
  private(set) var buffer: [UInt8] = []

  init(_ socket: AsyncSocket) { self.socket = socket }

  /// Reads what the socket has now (at most 4 KiB at a time, which is what `AsyncSocket` reads);
  /// throws when the peer has gone.
  mutating func fill() async throws {
    buffer += try await socket.read(atMost: 16_384)
  }

  /// Reads until at least `count` bytes are buffered.
  mutating func need(_ count: Int) async throws {
    while buffer.count < count { try await fill() }
  }

  /// Removes and returns the first `count` buffered bytes.
  mutating func consume(_ count: Int) -> ArraySlice<UInt8> {
    let taken = buffer[..<count]
    buffer.removeFirst(count)
    return taken
  }
}
