import Foundation
import RouteCard
import RouteCardEngine
import RouteCardGeo
import RouteCardInput
import RouteCardText

/// Turns an unpacked activity export into batch jobs: a Strava bulk export (its
/// `activities.csv` names each activity's file, name, type and date) or any folder of FIT, GPX,
/// TCX and KML files (also gzip'd), searched recursively.
///
/// Each activity becomes one JSON line as a jobs file has it: `input` (an absolute path),
/// `style`, `title` (the activity's name from `activities.csv`) and one output named after the
/// date and id (`2019-01-05-2071547893.png`) or, without an index, after the file.
struct ExportFolder {
    /// The export folder.
    var folder: String
    /// The style every card uses.
    var style: String
    /// The output extension: `png`, `svg` or `pdf`.
    var outputExtension: String

    /// The file extensions of activity files (before an optional `.gz`).
    static let activityExtensions: Set<String> = ["fit", "gpx", "tcx", "kml"]

    /// The jobs, one JSON line each.
    func jobLines() throws(CLIError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .failure("--from-export \(folder): no such folder")
        }
        let index = URL(fileURLWithPath: folder).appendingPathComponent("activities.csv").path
        let jobs = FileManager.default.fileExists(atPath: index) ? try stravaJobs(index) : folderJobs()
        guard !jobs.isEmpty else {
            throw .data("\(folder): no activities found (an activities.csv with a Filename column, or .fit, .gpx, "
                        + ".tcx or .kml files, also gzip'd)")
        }
        // Absolute paths, so the lines work from wherever they are saved (a jobs file resolves
        // relative paths against its own folder): the activity inside the export folder, a style
        // file as given on the command line (relative to the current folder).
        let currentDirectory = FileManager.default.currentDirectoryPath
        let root = LocalPath.join(folder, to: currentDirectory)
        let style = InputLoader.styleNamesFile(style) ? LocalPath.lexical(LocalPath.join(style, to: currentDirectory)) : style
        var lines: [UInt8] = []
        for job in jobs {
            let input = LocalPath.lexical(LocalPath.join(job.input, to: root))
            var members = ["\"input\": " + JSONText.string(input), "\"style\": " + JSONText.string(style)]
            if let title = job.title { members.append("\"title\": " + JSONText.string(title)) }
            if let sport = job.sport { members.append("\"sport\": " + JSONText.string(sport.rawValue)) }
            members.append("\"output\": " + JSONText.string(job.output + "." + outputExtension))
            lines += Array(("{" + members.joined(separator: ", ") + "}\n").utf8)
        }
        return lines
    }

    /// One activity: its file relative to the folder, its name, its sport (from Strava's
    /// `Activity Type`: `Ride` is a ride whatever the file says) and the output's base name.
    private struct Activity {
        var input: String
        var title: String?
        var sport: Sport? = nil
        var output: String
    }

    /// The activities `activities.csv` lists with a file (manual entries have none).
    private func stravaJobs(_ index: String) throws(CLIError) -> [Activity] {
        let bytes = try InputLoader.readFile(index, what: "export index")
        var rows = CSVReader.Rows(bytes: bytes)
        do {
            guard let header = try rows.next(path: index) else { return [] }
            let names = header.map { $0.text.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let file = names.firstIndex(of: "filename") else {
                throw CLIError.data(DiagnosticFormatter.line(file: index, line: 1, column: nil,
                                                             message: "no Filename column: not a Strava activities.csv"))
            }
            let id = names.firstIndex(of: "activity id"), name = names.firstIndex(of: "activity name")
            let date = names.firstIndex(of: "activity date"), type = names.firstIndex(of: "activity type")
            var activities: [Activity] = []
            var used: Set<String> = []
            while let row = try rows.next(path: index) {
                func cell(_ column: Int?) -> String? {
                    guard let column, column < row.count else { return nil }
                    let text = row[column].text.trimmingCharacters(in: .whitespaces)
                    return text.isEmpty ? nil : text
                }
                guard let path = cell(file) else { continue }
                // An export is a downloaded archive: it names only its own files.
                if let why = Self.outside(path, folder: folder) {
                    throw CLIError.data(DiagnosticFormatter.line(file: index, location: SourceLocation(offset: row[file].offset, in: bytes),
                                                                 message: "Filename \(JSONNode.quoted(path)) \(why); an export's cards read only the files inside it"))
                }
                var output = Self.safeName(cell(id) ?? Self.stem(path))
                if let day = cell(date).flatMap(Self.isoDay) { output = day + "-" + output }
                output = Self.unique(output, &used)
                // A type the sports table does not know (Workout, Yoga) leaves the file's own type.
                let sport = cell(type).map { Sport(activity: $0) }.flatMap { $0 == .other ? nil : $0 }
                activities.append(Activity(input: path, title: cell(name), sport: sport, output: output))
            }
            return activities
        } catch let error as CLIError {
            throw error
        } catch let error as InputError {
            throw .data(error.description)
        } catch {
            throw .failure("\(error)")
        }
    }

    /// Why an activity path of an export's index is not inside `folder` (absolute, `..` leading out,
    /// or a symbolic link resolving outside it), or `nil` when it is inside.
    static func outside(_ path: String, folder: String) -> String? {
        if path.hasPrefix("/") { return "is an absolute path" }
        let root = LocalPath.lexical(LocalPath.join(folder, to: FileManager.default.currentDirectoryPath))
        let joined = LocalPath.lexical(LocalPath.join(path, to: root))
        guard joined.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return "leads outside the export folder" }
        let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        let real = URL(fileURLWithPath: joined).resolvingSymlinksInPath().path
        guard real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else {
            return "is a symbolic link to a file outside the export folder"
        }
        return nil
    }

    /// Every activity file under the folder, in path order.
    private func folderJobs() -> [Activity] {
        let root = URL(fileURLWithPath: folder).standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var paths: [String] = []
        for case let url as URL in enumerator {
            var name = url.lastPathComponent.lowercased()
            if name.hasSuffix(".gz") { name.removeLast(3) }
            guard let dot = name.lastIndex(of: "."), Self.activityExtensions.contains(String(name[name.index(after: dot)...])),
                  (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let full = url.standardizedFileURL.path
            guard full.hasPrefix(root.path + "/") else { continue }
            let relative = String(full.dropFirst(root.path.count + 1))
            // A symbolic link to a file elsewhere is not part of the export.
            guard Self.outside(relative, folder: folder) == nil else { continue }
            paths.append(relative)
        }
        var used: Set<String> = []
        return paths.sorted().map { path in
            Activity(input: path, title: nil, output: Self.unique(Self.safeName(Self.stem(path)), &used))
        }
    }

    /// A file's name without folders, `.gz` and extension.
    static func stem(_ path: String) -> String {
        var name = URL(fileURLWithPath: path).lastPathComponent
        if name.lowercased().hasSuffix(".gz") { name.removeLast(3) }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name
    }

    /// Letters, digits, `-`, `_` and `.` kept, anything else (a `/`, a space) as `-`.
    static func safeName(_ text: String) -> String {
        let kept = text.unicodeScalars.map { scalar -> Character in
            CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar) ? Character(scalar) : "-"
        }
        let name = String(kept).trimmingCharacters(in: CharacterSet(charactersIn: ".-"))
        return name.isEmpty ? "activity" : name
    }

    /// `name`, or `name-2`, `name-3`… when already used.
    static func unique(_ name: String, _ used: inout Set<String>) -> String {
        var candidate = name
        var count = 1
        while used.contains(candidate) {
            count += 1
            candidate = "\(name)-\(count)"
        }
        used.insert(candidate)
        return candidate
    }

    /// `YYYY-MM-DD` of a Strava date (`Jan 5, 2019, 7:03:02 AM`, or ISO 8601 `2019-01-05 07:03:02`).
    static func isoDay(_ text: String) -> String? {
        let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        func padded(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if words.count >= 3, let month = months.firstIndex(of: String(words[0].prefix(3))),
           let day = Int(words[1]), (1...31).contains(day), let year = Int(words[2]), (1900...9999).contains(year) {
            return "\(year)-\(padded(month + 1))-\(padded(day))"
        }
        let digits = text.prefix(10)
        if digits.count == 10, digits.enumerated().allSatisfy({ [4, 7].contains($0.offset) ? $0.element == "-" : $0.element.isNumber }) {
            return String(digits)
        }
        return nil
    }
}
