import FaceplateMQTT
import Glibc
import Testing

/// The broker's settings file: host, port, account and CA file, from a file only the app's user can read.
@Suite struct SettingsFileTests {
    let secret = "s3cr3t-Pa55"

    var text: String {
        "# the panel's broker\nhost = 192.168.7.2\nport = 8883\nusername = panel\npassword = \(secret)\ncafile = /etc/faceplate/ca.pem\n"
    }

    @Test func readsAPrivateFile() throws {
        let directory = TemporaryDirectory()
        let path = try directory.file("mqtt.conf", text, mode: 0o600)
        let settings = try MQTTSettings(contentsOfFile: path)
        #expect(settings == MQTTSettings(host: "192.168.7.2", port: 8883, username: "panel", password: secret,
                                         certificateAuthorityFile: "/etc/faceplate/ca.pem"))
        // Never shown: not in the description, the debug description or a dump.
        var dumped = ""
        dump(settings, to: &dumped)
        for shown in [settings.description, settings.debugDescription, "\(settings)", dumped] {
            #expect(!shown.contains(secret), "\(shown)")
        }
        #expect(settings.description == "mqtts://panel@192.168.7.2:8883")
        #expect(try MQTTSettings(contentsOfFile: directory.file("ro.conf", "host = broker\n", mode: 0o400)).port == 1883)
    }

    @Test(arguments: [0o644, 0o640, 0o604, 0o660, 0o606] as [mode_t])
    func refusesAFileOthersCanRead(mode: mode_t) throws {
        let directory = TemporaryDirectory()
        let path = try directory.file("mqtt.conf", text, mode: mode)
        #expect(throws: MQTTError.self) { try MQTTSettings(contentsOfFile: path) }
        do {
            _ = try MQTTSettings(contentsOfFile: path)
        } catch {
            #expect(error.message.contains("open to group or others (mode 0\(String(mode, radix: 8)))"), "\(error)")
            #expect(error.message.contains("chmod 600"))
            #expect(!error.message.contains(secret))
        }
    }

    @Test func refusesWhatIsNotAFileOfItsOwn() throws {
        let directory = TemporaryDirectory()
        #expect(throws: MQTTError.self) { try MQTTSettings(contentsOfFile: directory.path) }
        #expect(throws: MQTTError.self) { try MQTTSettings(contentsOfFile: directory.path + "/missing.conf") }
        if geteuid() == 0 {
            let path = try directory.file("theirs.conf", text)
            chown(path, 65534, 65534)
            do {
                _ = try MQTTSettings(contentsOfFile: path)
                Issue.record("a file owned by another user was accepted")
            } catch {
                #expect(error.message.contains("belongs to user 65534"), "\(error)")
            }
        }
    }

    @Test func badLinesAreOneLineErrorsThatNeverEchoAValue() throws {
        let cases: [(String, String)] = [
            ("host = a\npasword = \(secret)\n", "unknown key \"pasword\""),
            ("host = a\nport = 70000\n", "port \"70000\" is not a number from 1 to 65535"),
            ("host = a\nport = 1e3\n", "is not a number"),
            ("host = a\nport = -1\n", "is not a number"),
            ("port = 1883\n", "no host"),
            ("host = a\npassword = \(secret)\n", "a password without a username"),
            ("host = a\nusername = u\npassword = \(secret)\u{1B}x\n", "password holds a control character"),
            ("host = a\nhost = b\n", "host is set twice"),
            ("host = a\n\(secret)\n", "expected key = value"),
            ("host = a\npassword =\n", "password has no value"),
        ]
        for (text, expected) in cases {
            do {
                _ = try MQTTSettings(parsing: Array(text.utf8)[...], file: "mqtt.conf")
                Issue.record("accepted \(text)")
            } catch {
                #expect(error.message.contains(expected), "\(error.message)")
                #expect(!error.message.contains(secret) && !error.message.contains("\n"), "\(error.message)")
            }
        }
        let huge = Array(repeating: UInt8(ascii: "#"), count: 5000)
        #expect(throws: MQTTError.self) { try MQTTSettings(parsing: huge[...], file: "big.conf") }
    }

    @Test func aFileOverTheSizeCapIsRefused() throws {
        let directory = TemporaryDirectory()
        let path = try directory.file("big.conf", "host = a\n" + String(repeating: "#", count: 5000) + "\n")
        do {
            _ = try MQTTSettings(contentsOfFile: path)
            Issue.record("a 5 kB settings file was accepted")
        } catch {
            #expect(error.message.contains("over 4096 bytes"))
        }
    }
}
