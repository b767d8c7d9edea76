import FaceplateArguments

/// Where and how to reach the broker: host, port, the account and the TLS trust anchor.
///
/// The password is never part of a description, a debug description or a `dump`, so printing the
/// settings (or an error that holds them) cannot leak it.
public struct MQTTSettings: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The broker's host name or address. A name is resolved when a connection starts, which blocks
    /// the loop for the resolver's time: panels name their broker by address or in /etc/hosts.
    public var host: String
    /// The broker's TCP port: 1883 without TLS, 8883 with it, unless set.
    public var port: Int
    /// The account's user name, or nil to connect anonymously.
    public var username: String?
    /// The account's password (only with a ``username``).
    public var password: String?
    /// A PEM file of the certificate authorities that sign the broker's certificate; set, the
    /// connection uses TLS and checks the broker's certificate and host name against it.
    public var certificateAuthorityFile: String?

    /// Settings for `host:port`, anonymous and without TLS unless given.
    public init(host: String, port: Int? = nil, username: String? = nil, password: String? = nil,
                certificateAuthorityFile: String? = nil) {
        self.host = host
        self.port = port ?? (certificateAuthorityFile == nil ? 1883 : 8883)
        self.username = username
        self.password = password
        self.certificateAuthorityFile = certificateAuthorityFile
    }

    /// `mqtt://user@host:port` (or `mqtts://` with TLS); never the password.
    public var description: String {
        (certificateAuthorityFile == nil ? "mqtt://" : "mqtts://") + (username.map { Echo.escaped($0) + "@" } ?? "")
            + Echo.escaped(host) + ":" + String(port)
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// What `dump` shows: every field but the password, which shows only whether there is one.
    public var customMirror: Mirror {
        Mirror(self, children: ["host": host, "port": port, "username": username as Any,
                                "password": password == nil ? "none" : "(set, not shown)",
                                "certificateAuthorityFile": certificateAuthorityFile as Any])
    }
}
