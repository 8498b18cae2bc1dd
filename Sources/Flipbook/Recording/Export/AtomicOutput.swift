import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What an atomic file and an atomic folder share: the content is made under a temporary name beside its
/// destination (tracked by ``ExportCleanup``, removed on SIGINT/SIGTERM or a trap) and renamed into place only
/// when complete, so a failed or interrupted export never leaves a partial output at the destination. Dropped
/// without ``commit()``, the temporary goes.
class AtomicOutput {
    let destination: URL
    /// Where the content is written until ``commit()``.
    let temporaryURL: URL
    private var done = false
    /// The temporary's slot in ``ExportCleanup``.
    fileprivate var cleanupSlot = -1

    /// Prepares the temporary's name beside `destination`, creating the destination's folder if needed; throws
    /// ``ExportError/destinationNotWritable`` when that folder cannot be made or written.
    init(destination: URL) throws {
        self.destination = destination.standardizedFileURL
        try Self.makeFolder(self.destination.deletingLastPathComponent(), for: self.destination)
        temporaryURL = Self.sibling(of: self.destination, tag: "partial")
    }

    deinit {
        if !done { try? FileManager.default.removeItem(at: temporaryURL) }
        ExportCleanup.forget(cleanupSlot)
    }

    /// A hidden name beside `destination` (`.name.<tag>-XXXXXXXX`), for a temporary or an old copy set aside.
    static func sibling(of destination: URL, tag: String) -> URL {
        destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(tag)-\(UUID().uuidString.prefix(8))")
    }

    /// Moves the finished output into place; see the subclasses for what is replaced.
    func commit() throws {
        guard !done else { return }
        try moveIntoPlace()
        done = true
        ExportCleanup.forget(cleanupSlot)
        cleanupSlot = -1
    }

    /// Renames the temporary to the destination; overridden by each kind of output.
    fileprivate func moveIntoPlace() throws {}

    /// Renames `from` to `to`; on failure removes the temporary and throws the reason.
    fileprivate func move(_ from: URL, to: URL) throws {
        guard rename(from.path, to.path) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw ExportError.destinationNotWritable(path: destination.path, reason: reason)
        }
    }

    /// Removes the temporary.
    func discard() {
        guard !done else { return }
        done = true
        try? FileManager.default.removeItem(at: temporaryURL)
        ExportCleanup.forget(cleanupSlot)
        cleanupSlot = -1
    }

    /// Makes `folder` (where `destination` goes) if it is missing, and checks it is a writable folder.
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

/// A file written under a temporary name in its destination's folder and renamed into place only when
/// complete (an existing file there is only replaced by a complete one).
final class AtomicFile: AtomicOutput {
    /// Prepares to write `destination`, creating its folder if needed; throws ``ExportError/destinationNotWritable``
    /// when the folder cannot be made or written.
    override init(destination: URL) throws {
        try super.init(destination: destination)
        cleanupSlot = ExportCleanup.track(path: temporaryURL.path, isFolder: false)
        guard FileManager.default.createFile(atPath: temporaryURL.path, contents: nil) else {
            discard()
            throw ExportError.destinationNotWritable(
                path: self.destination.path,
                reason: "the folder \(self.destination.deletingLastPathComponent().path) is not writable")
        }
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

    /// Replaces what is at the destination; a folder there is not replaced.
    fileprivate override func moveIntoPlace() throws {
        if let values = try? destination.resourceValues(forKeys: [.isDirectoryKey]), values.isDirectory == true {
            discard()
            throw ExportError.destinationNotWritable(path: destination.path, reason: "it is a folder")
        }
        try move(temporaryURL, to: destination)
    }
}

/// A folder filled under a temporary name beside its destination and renamed into place when complete; a
/// folder already at the destination is replaced only then.
final class AtomicDirectory: AtomicOutput {
    override init(destination: URL) throws {
        try super.init(destination: destination)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: self.destination.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ExportError.destinationNotWritable(path: self.destination.path, reason: "a file is in the way")
        }
        do {
            try FileManager.default.createDirectory(at: temporaryURL, withIntermediateDirectories: false)
        } catch {
            throw ExportError.destinationNotWritable(
                path: self.destination.path,
                reason: "the folder \(self.destination.deletingLastPathComponent().path) is not writable")
        }
        cleanupSlot = ExportCleanup.track(path: temporaryURL.path, isFolder: true)
    }

    /// Sets an existing folder aside, renames the new one into place, then removes the old (or puts it back when
    /// the rename fails).
    fileprivate override func moveIntoPlace() throws {
        let fileManager = FileManager.default
        var aside: URL?
        if fileManager.fileExists(atPath: destination.path) {
            let old = Self.sibling(of: destination, tag: "old")
            try move(destination, to: old)
            aside = old
        }
        do {
            try move(temporaryURL, to: destination)
        } catch {
            if let aside { _ = rename(aside.path, destination.path) }
            throw error
        }
        if let aside { try? fileManager.removeItem(at: aside) }
    }
}
