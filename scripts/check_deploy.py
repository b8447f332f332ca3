#!/usr/bin/env python3
"""Check deploy/kubernetes/*.yaml: Kubernetes' own schemas (PyPI kubernetes-validate, when it is
installed) and the Pod Security Standard "restricted" with this project's deploy rules, checked here.

    python3 scripts/check_deploy.py                 # the manifests in deploy/kubernetes
    python3 scripts/check_deploy.py FILE…           # other manifests
    python3 scripts/check_deploy.py --self-test     # each rule must flag its bad example

The restricted profile (kubernetes.io/docs/concepts/security/pod-security-standards, v1.25+), for every
pod template (Deployment, Job, CronJob, …): only the allowed volume types; no host namespaces, host
ports, privileged containers or added capabilities other than NET_BIND_SERVICE; capabilities drop ALL;
allowPrivilegeEscalation false; runAsNonRoot true and runAsUser not 0; a seccomp profile of
RuntimeDefault or Localhost; no unsafe sysctls. The project's rules on top: a read-only root file
system with an emptyDir mounted at /tmp; an imagePullPolicy that is not Always (a locally built image
has no registry to pull from); a pod that writes a persistent volume sets fsGroup; every claim a pod
mounts is declared by a manifest beside it.
"""
import glob
import os
import subprocess
import sys

try:
    import yaml
except ImportError:  # PyYAML: Debian python3-yaml
    print("notice: PyYAML is not installed; skipping the manifest check (apt-get install python3-yaml)")
    sys.exit(0)

ALLOWED_VOLUMES = {"configMap", "csi", "downwardAPI", "emptyDir", "ephemeral", "persistentVolumeClaim",
                   "projected", "secret"}
SAFE_SYSCTLS = {"kernel.shm_rmid_forced", "net.ipv4.ip_local_port_range", "net.ipv4.ip_unprivileged_port_start",
                "net.ipv4.tcp_syncookies", "net.ipv4.ping_group_range", "net.ipv4.ip_local_reserved_ports",
                "net.ipv4.tcp_keepalive_time", "net.ipv4.tcp_fin_timeout", "net.ipv4.tcp_keepalive_intvl",
                "net.ipv4.tcp_keepalive_probes"}


def pod_spec(doc):
    """The pod template's spec of a workload, or None for other kinds."""
    kind = doc.get("kind")
    spec = doc.get("spec") or {}
    if kind == "Pod":
        return spec
    if kind == "CronJob":
        spec = (spec.get("jobTemplate") or {}).get("spec") or {}
    if kind in ("Deployment", "StatefulSet", "DaemonSet", "ReplicaSet", "Job", "CronJob"):
        return (spec.get("template") or {}).get("spec") or {}
    return None


def check_pod(name, spec, claims):
    """The problems of one pod spec, each a sentence naming the workload and the field."""
    problems = []
    pod_sc = spec.get("securityContext") or {}
    for key in ("hostNetwork", "hostPID", "hostIPC"):
        if spec.get(key):
            problems.append(f"{name}: spec.{key} must be false")
    for sysctl in pod_sc.get("sysctls") or []:
        if sysctl.get("name") not in SAFE_SYSCTLS:
            problems.append(f"{name}: sysctl {sysctl.get('name')} is not in the safe set")
    volumes = {}
    for volume in spec.get("volumes") or []:
        types = [key for key in volume if key != "name"]
        volumes[volume.get("name")] = volume
        for kind in types:
            if kind not in ALLOWED_VOLUMES:
                problems.append(f"{name}: volume {volume.get('name')} is of type {kind}, not allowed")
        claim = (volume.get("persistentVolumeClaim") or {}).get("claimName")
        if claim is not None:
            if claim not in claims:
                problems.append(f"{name}: the claim {claim} is not declared by a PersistentVolumeClaim manifest")
            if "fsGroup" not in pod_sc:
                problems.append(f"{name}: spec.securityContext.fsGroup is needed to write the volume {volume.get('name')}")
    containers = (spec.get("containers") or []) + (spec.get("initContainers") or []) \
        + (spec.get("ephemeralContainers") or [])
    for container in containers:
        where = f"{name}: container {container.get('name')}"
        sc = container.get("securityContext") or {}
        if sc.get("privileged"):
            problems.append(f"{where}: privileged must be false")
        if sc.get("allowPrivilegeEscalation") is not False:
            problems.append(f"{where}: securityContext.allowPrivilegeEscalation must be false")
        caps = sc.get("capabilities") or {}
        if "ALL" not in (caps.get("drop") or []):
            problems.append(f"{where}: securityContext.capabilities.drop must include ALL")
        for cap in caps.get("add") or []:
            if cap != "NET_BIND_SERVICE":
                problems.append(f"{where}: capability {cap} may not be added")
        non_root = sc.get("runAsNonRoot", pod_sc.get("runAsNonRoot"))
        if non_root is not True:
            problems.append(f"{where}: runAsNonRoot must be true (pod or container)")
        if sc.get("runAsUser", pod_sc.get("runAsUser")) == 0:
            problems.append(f"{where}: runAsUser must not be 0")
        seccomp = (sc.get("seccompProfile") or pod_sc.get("seccompProfile") or {}).get("type")
        if seccomp not in ("RuntimeDefault", "Localhost"):
            problems.append(f"{where}: seccompProfile.type must be RuntimeDefault or Localhost (pod or container)")
        for port in container.get("ports") or []:
            if port.get("hostPort"):
                problems.append(f"{where}: hostPort {port.get('hostPort')} is not allowed")
        if container.get("imagePullPolicy", "Always" if str(container.get("image", "")).endswith(":latest")
                         or ":" not in str(container.get("image", "")) else "IfNotPresent") == "Always":
            problems.append(f"{where}: imagePullPolicy must be IfNotPresent or Never (a locally built image)")
        if sc.get("readOnlyRootFilesystem") is not True:
            problems.append(f"{where}: securityContext.readOnlyRootFilesystem must be true")
        tmp = [m for m in container.get("volumeMounts") or [] if m.get("mountPath") == "/tmp"]
        if not tmp or "emptyDir" not in volumes.get(tmp[0].get("name"), {}):
            problems.append(f"{where}: /tmp must be an emptyDir volume (the root file system is read-only)")
    return problems


def check(paths):
    """The problems of the manifests at paths (all of them read together, for the claims)."""
    documents = []
    for path in paths:
        with open(path) as handle:
            for doc in yaml.safe_load_all(handle):
                if doc:
                    documents.append((path, doc))
    claims = {doc["metadata"]["name"] for _, doc in documents if doc.get("kind") == "PersistentVolumeClaim"}
    problems = []
    for path, doc in documents:
        spec = pod_spec(doc)
        if spec is not None:
            name = f"{os.path.basename(path)}: {doc.get('kind')} {doc.get('metadata', {}).get('name')}"
            problems += check_pod(name, spec, claims)
    return problems


def schema_check(paths):
    """Kubernetes' schemas through kubernetes-validate, when it is installed; True when they pass."""
    try:
        import kubernetes_validate  # noqa: F401
    except ImportError:
        print("notice: kubernetes-validate is not installed (pip install kubernetes-validate); "
              "checking the security rules only")
        return True
    result = subprocess.run([sys.executable, "-m", "kubernetes_validate", "--strict", "--quiet", *paths])
    return result.returncode == 0


def self_test():
    """Each rule flags a manifest that breaks only it; the good manifests pass."""
    good = sorted(glob.glob(os.path.join(ROOT, "deploy/kubernetes/*.yaml")))
    base = {}
    for path in good:
        with open(path) as handle:
            for doc in yaml.safe_load_all(handle):
                if doc and doc.get("kind") == "Deployment":
                    base = doc
    assert check(good) == [], check(good)

    def broken(mutate, expected):
        import copy
        doc = copy.deepcopy(base)
        spec = doc["spec"]["template"]["spec"]
        mutate(spec, spec["containers"][0])
        problems = check_pod("Deployment routecard", spec, {"routecard-work"})
        assert any(expected in p for p in problems), (expected, problems)
        assert len(problems) >= 1

    container_sc = lambda c: c.setdefault("securityContext", {})  # noqa: E731
    broken(lambda s, c: container_sc(c).update(allowPrivilegeEscalation=True), "allowPrivilegeEscalation")
    broken(lambda s, c: container_sc(c).pop("capabilities"), "capabilities.drop")
    broken(lambda s, c: container_sc(c).update(capabilities={"drop": ["ALL"], "add": ["SYS_ADMIN"]}), "SYS_ADMIN")
    broken(lambda s, c: (s["securityContext"].pop("runAsNonRoot"), container_sc(c).pop("runAsNonRoot")), "runAsNonRoot")
    broken(lambda s, c: s["securityContext"].update(runAsUser=0), "runAsUser")
    broken(lambda s, c: s["securityContext"].pop("seccompProfile"), "seccompProfile")
    broken(lambda s, c: s["securityContext"].update(seccompProfile={"type": "Unconfined"}), "seccompProfile")
    broken(lambda s, c: s.update(hostNetwork=True), "hostNetwork")
    broken(lambda s, c: s["volumes"].append({"name": "host", "hostPath": {"path": "/"}}), "hostPath")
    broken(lambda s, c: c.pop("imagePullPolicy"), "imagePullPolicy")
    broken(lambda s, c: container_sc(c).update(readOnlyRootFilesystem=False), "readOnlyRootFilesystem")
    broken(lambda s, c: c.pop("volumeMounts"), "/tmp")
    broken(lambda s, c: container_sc(c).update(privileged=True), "privileged")
    broken(lambda s, c: c["ports"][0].update(hostPort=80), "hostPort")
    broken(lambda s, c: s["volumes"].append({"name": "w", "persistentVolumeClaim": {"claimName": "routecard-work"}}),
           "fsGroup")
    broken(lambda s, c: (s["securityContext"].update(fsGroup=1),
                         s["volumes"].append({"name": "w", "persistentVolumeClaim": {"claimName": "other"}})),
           "not declared")
    print("check_deploy self-test: 16 rules each flag their broken manifest; deploy/kubernetes passes")


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        self_test()
        sys.exit(0)
    paths = sys.argv[1:] or sorted(glob.glob(os.path.join(ROOT, "deploy/kubernetes/*.yaml")))
    problems = check(paths)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    schemas_ok = schema_check(paths)
    if problems or not schemas_ok:
        sys.exit(1)
    print(f"deploy manifests: {len(paths)} files pass the restricted Pod Security rules and the schema check")
