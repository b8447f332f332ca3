import CSQLite
import Foundation

/// A read-only SQLite database: every SQLite call of the package is in this file.
///
/// Statements are prepared once and reused; a lock lets several threads query one connection.
final class SQLiteDatabase: @unchecked Sendable {
    /// A SQLite failure: SQLite's own message.
    struct Failure: Error {
        var message: String
    }

    private let handle: OpaquePointer
    private let lock = NSLock()
    private var statements: [String: OpaquePointer] = [:]

    /// Opens a database file for reading only (it is never created or changed).
    init(readOnlyPath path: String) throws(Failure) {
        var handle: OpaquePointer?
        let status = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            if let handle { sqlite3_close_v2(handle) }
            throw Failure(message: message)
        }
        self.handle = handle
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    /// The rows a query returns, with integer parameters bound to `?1`, `?2`, ….
    func rows(_ sql: String, _ parameters: [Int64] = []) throws(Failure) -> [[SQLiteValue]] {
        lock.lock()
        defer { lock.unlock() }
        let statement = try prepared(sql)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        for (index, parameter) in parameters.enumerated() {
            guard sqlite3_bind_int64(statement, Int32(index + 1), parameter) == SQLITE_OK else { throw failure() }
        }
        var rows: [[SQLiteValue]] = []
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return rows }
            guard status == SQLITE_ROW else { throw failure() }
            var row: [SQLiteValue] = []
            for column in 0..<sqlite3_column_count(statement) {
                row.append(value(statement, column))
            }
            rows.append(row)
        }
    }

    /// A cached prepared statement (the lock is held).
    private func prepared(_ sql: String) throws(Failure) -> OpaquePointer {
        if let statement = statements[sql] { return statement }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else { throw failure() }
        statements[sql] = statement
        return statement
    }

    private func value(_ statement: OpaquePointer, _ column: Int32) -> SQLiteValue {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(statement, column))
        case SQLITE_TEXT:
            let count = Int(sqlite3_column_bytes(statement, column))
            guard let text = sqlite3_column_text(statement, column) else { return .text("") }
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, column))
            guard count > 0, let blob = sqlite3_column_blob(statement, column) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: blob, count: count)))
        default:
            return .null
        }
    }

    private func failure() -> Failure {
        Failure(message: String(cString: sqlite3_errmsg(handle)))
    }
}
