import CSQLite
import Foundation

/// MBTiles files for tests, read and changed with SQLite itself (not the library's reader): a
/// copy of a fixture with a `metadata` row set, and a fixture's `metadata` rows as written.
enum MBTilesCopy {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Copies `source` to `destination` and sets its `metadata` row `name` to `value`.
    static func copy(_ source: String, to destination: String, setting name: String, to value: String) throws {
        try FileManager.default.copyItem(atPath: source, toPath: destination)
        try withDatabase(destination, flags: SQLITE_OPEN_READWRITE) { database in
            var statement: OpaquePointer?
            guard sqlite3_prepare_v2(database, "INSERT OR REPLACE INTO metadata (name, value) VALUES (?1, ?2)", -1, &statement, nil) == SQLITE_OK
            else { throw Failure(description: String(cString: sqlite3_errmsg(database))) }
            defer { sqlite3_finalize(statement) }
            let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
            sqlite3_bind_text(statement, 1, name, -1, transient)
            sqlite3_bind_text(statement, 2, value, -1, transient)
            guard sqlite3_step(statement) == SQLITE_DONE else { throw Failure(description: String(cString: sqlite3_errmsg(database))) }
        }
    }

    /// The `metadata` rows of an MBTiles file, by name.
    static func metadata(_ path: String) throws -> [String: String] {
        try withDatabase(path, flags: SQLITE_OPEN_READONLY) { database in
            var statement: OpaquePointer?
            guard sqlite3_prepare_v2(database, "SELECT name, value FROM metadata", -1, &statement, nil) == SQLITE_OK
            else { throw Failure(description: String(cString: sqlite3_errmsg(database))) }
            defer { sqlite3_finalize(statement) }
            var rows: [String: String] = [:]
            while sqlite3_step(statement) == SQLITE_ROW {
                rows[String(cString: sqlite3_column_text(statement, 0))] = String(cString: sqlite3_column_text(statement, 1))
            }
            return rows
        }
    }

    /// The `id`s of the `vector_layers` in an MBTiles file's `json` metadata row, in its order.
    static func vectorLayers(_ path: String) throws -> [String] {
        let json = try metadata(path)["json"] ?? "{}"
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return (object?["vector_layers"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }

    private static func withDatabase<T>(_ path: String, flags: Int32, _ body: (OpaquePointer) throws -> T) throws -> T {
        var database: OpaquePointer?
        guard sqlite3_open_v2(path, &database, flags, nil) == SQLITE_OK, let database else {
            throw Failure(description: "cannot open \(path)")
        }
        defer { sqlite3_close_v2(database) }
        return try body(database)
    }
}
