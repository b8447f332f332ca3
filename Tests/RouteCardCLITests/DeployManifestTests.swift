import Foundation
@testable import RouteCardEngine
@testable import RouteCardService
import RouteCardTestSupport
import Testing

/// `deploy/`: the Kubernetes manifests and the Dockerfile, read structurally (``YAMLSubset``) and
/// checked against the code: their command lines parse with the real option parsers, ports and
/// probes agree with each other and the probe paths are answered by `serve`.
@Suite(.serialized)
struct DeployManifestTests {
    static func read(_ relative: String) throws -> String {
        try String(contentsOf: TestPaths.file(relative), encoding: .utf8)
    }

    /// The documents of a manifest by kind.
    static func kinds(_ relative: String) throws -> [String: YAMLSubset.Value] {
        var byKind: [String: YAMLSubset.Value] = [:]
        for document in try YAMLSubset.documents(read(relative)) {
            let kind = try #require(document["kind"]?.text)
            #expect(document["apiVersion"]?.text != nil && document["metadata"]?["name"]?.text != nil, "\(kind)")
            byKind[kind] = document
        }
        return byKind
    }

    @Test func yamlSubsetReadsWhatItShouldAndRefusesTheRest() throws {
        let documents = try YAMLSubset.documents("""
        # comment
        a: 1
        b:
          - x: "quoted: colon"   # trailing comment
            y: [p, "q r", 's']
          - plain
        c:
        - 2
        ---
        d: e
        """)
        #expect(documents.count == 2)
        #expect(documents[0]["a"]?.text == "1")
        #expect(documents[0]["b"]?[0]?["x"]?.text == "quoted: colon")
        #expect(documents[0]["b"]?[0]?["y"]?.texts == ["p", "q r", "s"])
        #expect(documents[0]["b"]?[1]?.text == "plain")
        #expect(documents[0]["c"]?.texts == ["2"])
        #expect(documents[1]["d"]?.text == "e")
        for bad in ["a: &anchor 1", "a:\n\tb: 1", "a: 1\na: 2", "a: |\n  text", "a:\n", "a: 1\n   b: 2"] {
            #expect(throws: YAMLSubset.Failure.self, "\(bad)") { try YAMLSubset.documents(bad) }
        }
    }

    @Test func serveDeploymentServiceAndAutoscalerAgreeWithTheCode() throws {
        let manifest = try Self.kinds("deploy/kubernetes/serve.yaml")
        let deployment = try #require(manifest["Deployment"])
        let service = try #require(manifest["Service"])
        let autoscaler = try #require(manifest["HorizontalPodAutoscaler"])
        #expect(deployment["apiVersion"]?.text == "apps/v1")
        #expect(autoscaler["apiVersion"]?.text == "autoscaling/v2")
        let labels = try #require(deployment["spec"]?["template"]?["metadata"]?["labels"])
        #expect(deployment["spec"]?["selector"]?["matchLabels"] == labels)
        #expect(service["spec"]?["selector"] == labels)

        let pod = try #require(deployment["spec"]?["template"]?["spec"])
        let container = try #require(pod["containers"]?[0])
        let args = try #require(container["args"]?.texts)
        #expect(args.first == "serve")
        // The command line is one `serve` accepts.
        let options = try ServeOptions(ArgumentList(Array(args.dropFirst()), valued: ServeOptions.valued, flags: ServeOptions.flags,
                                                    aliases: ServeOptions.aliases))
        #expect(options.host == "0.0.0.0")   // reachable from the Service, not only inside the pod
        let port = try #require(container["ports"]?[0])
        #expect(port["containerPort"]?.text == String(options.port))
        let portName = try #require(port["name"]?.text)
        #expect(service["spec"]?["ports"]?[0]?["targetPort"]?.text == portName)
        let readiness = try #require(container["readinessProbe"]?["httpGet"])
        let liveness = try #require(container["livenessProbe"]?["httpGet"])
        #expect(readiness["port"]?.text == portName && liveness["port"]?.text == portName)
        #expect(readiness["path"]?.text == "/ready")
        #expect(liveness["path"]?.text == "/health")
        // SIGTERM comes after the preStop pause; the drain must end before the grace period does.
        let pause = try #require(container["lifecycle"]?["preStop"]?["exec"]?["command"]?.texts)
        #expect(pause.first == "sleep")
        let grace = try #require(pod["terminationGracePeriodSeconds"]?.text.flatMap(Double.init))
        #expect((Double(pause.last ?? "") ?? 0) + options.drainTimeout < grace)
        // The autoscaler scales this Deployment on CPU.
        #expect(autoscaler["spec"]?["scaleTargetRef"]?["kind"]?.text == "Deployment")
        #expect(autoscaler["spec"]?["scaleTargetRef"]?["name"]?.text == deployment["metadata"]?["name"]?.text)
        #expect(autoscaler["spec"]?["metrics"]?[0]?["resource"]?["name"]?.text == "cpu")

        // The probes' paths answer 200 from serve started with the manifest's options (on a free local port).
        let local = args.dropFirst().enumerated().filter { ![1, 3].contains($0.offset) }.map(\.element)
            .filter { !["--host", "--port"].contains($0) }
        try ServeHarness.with(local) { serve throws in
            for path in [readiness["path"]?.text, liveness["path"]?.text].compactMap({ $0 }) {
                #expect(try serve.client.request("GET", path).status == 200, "\(path)")
            }
        }
    }

    @Test func indexedJobShardsOverItsCompletions() throws {
        let job = try #require(Self.kinds("deploy/kubernetes/batch-job.yaml")["Job"])
        #expect(job["apiVersion"]?.text == "batch/v1")
        let spec = try #require(job["spec"])
        #expect(spec["completionMode"]?.text == "Indexed")
        let completions = try #require(spec["completions"]?.text.flatMap { Int($0) })
        let container = try #require(spec["template"]?["spec"]?["containers"]?[0])
        let args = try #require(container["args"]?.texts)
        #expect(args.first == "batch")
        let parsed = try ArgumentList(Array(args.dropFirst()), valued: BatchOptions.valued, flags: BatchOptions.flags, aliases: BatchOptions.aliases)
        // auto/N with N the Job's completions: index 0…N−1 of every pod is a shard.
        let shard = try #require(parsed.values["--shard"])
        for index in 0..<completions {
            let parsedShard = try BatchShard(parsing: shard, environment: ["JOB_COMPLETION_INDEX": String(index)])
            #expect(parsedShard == (try BatchShard(parsing: "\(index + 1)/\(completions)")))
        }
        #expect(throws: CLIError.self) { try BatchShard(parsing: shard, environment: ["JOB_COMPLETION_INDEX": String(completions)]) }
        // The jobs file and the output folder are on the mounted shared volume.
        let mount = try #require(container["volumeMounts"]?[0])
        let mountPath = try #require(mount["mountPath"]?.text)
        #expect(parsed.positionals.first?.hasPrefix(mountPath + "/") == true)
        #expect(parsed.values["--out-dir"]?.hasPrefix(mountPath + "/") == true)
        let volume = try #require(spec["template"]?["spec"]?["volumes"]?[0])
        #expect(volume["name"]?.text == mount["name"]?.text)
        #expect(volume["persistentVolumeClaim"] != nil)
        #expect(spec["template"]?["spec"]?["restartPolicy"]?.text == "Never")
    }

    @Test func dockerfileBuildsWithMakeInstallAndRunsServe() throws {
        let dockerfile = try Self.read("deploy/Dockerfile")
        let lines = dockerfile.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        let stages = lines.filter { $0.hasPrefix("FROM ") }
        #expect(stages.count == 2)
        #expect(stages.first?.hasSuffix(" AS build") == true && stages.last?.hasSuffix(" AS runtime") == true)
        // The binary `make install` puts in $(DESTDIR)$(PREFIX)/bin is the one copied.
        let install = try #require(lines.first { $0.contains("make install") })
        func value(_ name: String) -> String? {
            install.split(separator: " ").first { $0.hasPrefix(name + "=") }.map { String($0.dropFirst(name.count + 1)) }
        }
        let makefile = try Self.read("Makefile")
        #expect(makefile.contains("install -m 755 .build/release/routecard $(DESTDIR)$(PREFIX)/bin/routecard"))
        let built = (value("DESTDIR") ?? "") + (value("PREFIX") ?? "/usr/local") + "/bin/routecard"
        #expect(lines.contains { $0.hasPrefix("COPY --from=build \(built) ") })
        // The runtime has what the binary loads: the linked libraries, librsvg and the fonts.
        let runtime = dockerfile[dockerfile.range(of: "AS runtime")!.upperBound...]
        for package in ["libsqlite3-0", "libwebp7", "libcurl4", "zlib1g", "libpng16-16", "libjpeg62-turbo", "libmicrohttpd12", "librsvg2-2",
                        "fonts-dejavu-core", "fonts-noto-cjk", "fonts-noto-ui-core", "fonts-noto-color-emoji"] {
            #expect(runtime.contains(package), "\(package)")
        }
        // It serves on the port the Deployment expects, with options serve accepts.
        let exposed = try #require(lines.first { $0.hasPrefix("EXPOSE ") }.map { String($0.dropFirst(7)) })
        let deployment = try #require(Self.kinds("deploy/kubernetes/serve.yaml")["Deployment"])
        #expect(deployment["spec"]?["template"]?["spec"]?["containers"]?[0]?["ports"]?[0]?["containerPort"]?.text == exposed)
        let command = try #require(lines.first { $0.hasPrefix("CMD ") })
        let args = try #require(try YAMLSubset.documents("cmd: " + command.dropFirst(4)).first?["cmd"]?.texts)
        #expect(args.first == "serve")
        let options = try ServeOptions(ArgumentList(Array(args.dropFirst()), valued: ServeOptions.valued, flags: ServeOptions.flags))
        #expect(String(options.port) == exposed && options.host == "0.0.0.0")
    }
}
