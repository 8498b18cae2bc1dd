import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A file written under a temporary name in its destination's folder and renamed into place only when
/// complete, so a failed or interrupted export never leaves a partial file at the destination (and an existing
/// file there is only replaced by a complete one).
final class AtomicFile {
    let destination: URL
    /// Where the content is written until ``commit()``.
    let temporaryURL: URL
    private var done = false
    /// The temporary's slot in ``ExportCleanup`` (removed on SIGINT/SIGTERM or a trap).
    private var cleanupSlot = -1

    /// Prepares to write `destination`, creating its folder if needed; throws ``ExportError/destinationNotWritable``
    /// when the folder cannot be made or written.
    init(destination: URL) throws {
        self.destination = destination.standardizedFileURL
        let folder = self.destination.deletingLastPathComponent()
        try AtomicFile.makeFolder(folder, for: self.destination)
        let name = ".\(self.destination.lastPathComponent).partial-\(UUID().uuidString.prefix(8))"
        temporaryURL = folder.appendingPathComponent(name)
        cleanupSlot = ExportCleanup.track(path: temporaryURL.path, isFolder: false)
        guard FileManager.default.createFile(atPath: temporaryURL.path, contents: nil) else {
            ExportCleanup.forget(cleanupSlot)
            throw ExportError.destinationNotWritable(path: self.destination.path,
                                                     reason: "the folder \(folder.path) is not writable")
        }
    }

    deinit {
        if !done { try? FileManager.default.removeItem(at: temporaryURL) }
        ExportCleanup.forget(cleanupSlot)
    }

    /// Writes all of `data` to the temporary file; a failure (disk full, file-size limit) removes it.
    func write(_ data: Data) throws {
        do {
            try ExportCleanup.write(data, to: temporaryURL)
        } catch {
            discard()
            throw ExportError.destinationNotWritable(path: destination.path, reason: error.reason)
        }
    }

    /// Moves the finished file into place (replacing what was there).
    func commit() throws {
        guard !done else { return }
        if let values = try? destination.resourceValues(forKeys: [.isDirectoryKey]), values.isDirectory == true {
            discard()
            throw ExportError.destinationNotWritable(path: destination.path, reason: "it is a folder")
        }
        guard rename(temporaryURL.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw ExportError.destinationNotWritable(path: destination.path, reason: reason)
        }
        done = true
        ExportCleanup.forget(cleanupSlot)
        cleanupSlot = -1
    }

    /// Removes the temporary file.
    func discard() {
        guard !done else { return }
        done = true
        try? FileManager.default.removeItem(at: temporaryURL)
        ExportCleanup.forget(cleanupSlot)
        cleanupSlot = -1
    }

    static func makeFolder(_ folder: URL, for destination: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw ExportError.destinationNotWritable(path: destination.path,
                                                         reason: "\(folder.path) is a file, not a folder")
            }
        } else {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw ExportError.destinationNotWritable(path: destination.path,
                                                         reason: "the folder \(folder.path) cannot be created")
            }
        }
        guard access(folder.path, W_OK) == 0 else {
            throw ExportError.destinationNotWritable(path: destination.path,
                                                     reason: "the folder \(folder.path) is not writable")
        }
    }
}

/// A folder filled under a temporary name beside its destination and renamed into place when complete; a
/// folder already at the destination is replaced only then.
final class AtomicDirectory {
    let destination: URL
    let temporaryURL: URL
    private var done = false
    private var cleanupSlot = -1

    init(destination: URL) throws {
        self.destination = destination.standardizedFileURL
        let parent = self.destination.deletingLastPathComponent()
        try AtomicFile.makeFolder(parent, for: self.destination)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: self.destination.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ExportError.destinationNotWritable(path: self.destination.path, reason: "a file is in the way")
        }
        temporaryURL = parent.appendingPathComponent(".\(self.destination.lastPathComponent).partial-\(UUID().uuidString.prefix(8))")
        do {
            try FileManager.default.createDirectory(at: temporaryURL, withIntermediateDirectories: false)
        } catch {
            throw ExportError.destinationNotWritable(path: self.destination.path,
                                                     reason: "the folder \(parent.path) is not writable")
        }
        cleanupSlot = ExportCleanup.track(path: temporaryURL.path, isFolder: true)
    }

    deinit {
        if !done { try? FileManager.default.removeItem(at: temporaryURL) }
        ExportCleanup.forget(cleanupSlot)
    }

    /// Puts the finished folder in place, replacing an existing one.
    func commit() throws {
        guard !done else { return }
        let fileManager = FileManager.default
        var aside: URL?
        if fileManager.fileExists(atPath: destination.path) {
            let old = destination.deletingLastPathComponent()
                .appendingPathComponent(".\(destination.lastPathComponent).old-\(UUID().uuidString.prefix(8))")
            guard rename(destination.path, old.path) == 0 else {
                let reason = String(cString: strerror(errno))
                discard()
                throw ExportError.destinationNotWritable(path: destination.path, reason: reason)
            }
            aside = old
        }
        guard rename(temporaryURL.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            if let aside { _ = rename(aside.path, destination.path) }
            discard()
            throw ExportError.destinationNotWritable(path: destination.path, reason: reason)
        }
        done = true
        ExportCleanup.forget(cleanupSlot)
        cleanupSlot = -1
        if let aside { try? fileManager.removeItem(at: aside) }
    }

    func discard() {
        guard !done else { return }
        done = true
        try? FileManager.default.removeItem(at: temporaryURL)
        ExportCleanup.forget(cleanupSlot)
        cleanupSlot = -1
    }
}
