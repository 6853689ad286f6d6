/**
 * The Kubernetes base (deploy/k8s/): rendered with `kubectl kustomize` where kubectl exists (the
 * files as they are, with the reason printed, where it does not), every object validated against
 * the Kubernetes OpenAPI schemas shipped in `kubernetes-models` (and the Prometheus operator's in
 * `@kubernetes-models/prometheus-operator` for the ServiceMonitor), offline; then what the site
 * needs of them: probes on its health and readiness, a grace period that covers its drain, a pod
 * that cannot become root or write its image, the app key from a Secret, and objects that point at
 * each other by the right names and labels.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Service } from 'kubernetes-models/v1/Service';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor';
import { ENV_VARIABLES } from '#server/config.ts';
import { ROOT } from '../helpers/processes';

const BASE = path.join(ROOT, 'deploy/k8s');
const log = (line: string) => console.log(`[k8s-manifests] ${line}`);

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  // The objects' own shapes are checked by the schema validators; the checks below read a few fields.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any;
  data?: Record<string, string>;
}

/** Each kind the base may hold, with the schema validator of its API version. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'networking.k8s.io/v1/Ingress': Ingress,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'monitoring.coreos.com/v1/ServiceMonitor': ServiceMonitor,
};

function validate(manifest: Manifest): void {
  const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
  if (!Model) throw new Error(`no schema for ${manifest.apiVersion} ${manifest.kind}`);
  new Model(manifest as never).validate();
}

function kubectl(): string | undefined {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'pipe', timeout: 15_000 });
    return undefined;
  } catch {
    return 'kubectl is not installed: the manifests are validated as written, without kustomize rendering';
  }
}

const noKubectl = kubectl();
if (noKubectl) log(`skipped rendering: ${noKubectl}`);

/** The base as the cluster would get it: `kubectl kustomize`, or the listed files where kubectl is absent. */
function rendered(): Manifest[] {
  if (!noKubectl) {
    const out = execFileSync('kubectl', ['kustomize', BASE], { encoding: 'utf8', timeout: 60_000 });
    return parseAllDocuments(out).map((doc) => doc.toJSON() as Manifest);
  }
  const kustomization = parse(fs.readFileSync(path.join(BASE, 'kustomization.yaml'), 'utf8')) as { resources: string[] };
  return kustomization.resources.map((file) => parse(fs.readFileSync(path.join(BASE, file), 'utf8')) as Manifest);
}

const manifests = rendered();
const one = (kind: string) => {
  const found = manifests.filter((m) => m.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0]!;
};

describe('deploy/k8s (Kustomize base)', () => {
  it('renders the site’s objects, each valid against the Kubernetes OpenAPI schemas', () => {
    expect(manifests.map((m) => m.kind).sort()).toEqual(
      ['ConfigMap', 'Deployment', 'HorizontalPodAutoscaler', 'Ingress', 'PodDisruptionBudget', 'Service'].sort(),
    );
    for (const manifest of manifests) expect(() => validate(manifest), `${manifest.kind} ${manifest.metadata.name}`).not.toThrow();
    log(`${manifests.length} objects ${noKubectl ? 'as written' : 'rendered by kubectl kustomize'}, all valid`);
  });

  it('has a validator that refuses what a cluster would refuse', () => {
    const deployment = structuredClone(one('Deployment'));
    deployment.spec.replicas = 'three';
    expect(() => validate(deployment)).toThrow(/replicas must be integer/);
    const service = structuredClone(one('Service'));
    service.spec.ports[0].port = 'eighty';
    expect(() => validate(service)).toThrow(/port must be integer/);
  });

  it('runs ≥ 2 replicas that probe readiness on /readyz and liveness on /healthz, with a grace period that covers the drain', () => {
    const deployment = one('Deployment');
    const config = one('ConfigMap').data!;
    expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2);
    expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    const pod = deployment.spec.template.spec;
    const [site] = pod.containers;
    const http = site.ports.find((p: { name: string }) => p.name === 'http');
    expect(String(http.containerPort)).toBe(config.PORT);
    expect(site.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(site.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    const preStop = Number(site.lifecycle.preStop.exec.command.at(-1));
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(preStop + Number(config.SHUTDOWN_GRACE_MS) / 1000);
    expect(site.resources.requests.cpu).toBeDefined();
    expect(site.resources.limits.memory).toBeDefined();
  });

  it('cannot become root or write its image, with /tmp the one writable place', () => {
    const pod = one('Deployment').spec.template.spec;
    const [site] = pod.containers;
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(pod.securityContext.runAsUser).toBe(1000);
    expect(site.securityContext).toMatchObject({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
    const tmp = site.volumeMounts.find((m: { mountPath: string }) => m.mountPath === '/tmp');
    expect(pod.volumes.find((v: { name: string }) => v.name === tmp.name).emptyDir).toBeDefined();
  });

  it('takes the app key (and Redis URL) from a Secret as files, and only known settings from the ConfigMap', () => {
    const pod = one('Deployment').spec.template.spec;
    const [site] = pod.containers;
    const env = Object.fromEntries(site.env.map((e: { name: string; value: string }) => [e.name, e.value]));
    expect(env.APP_KEY).toBeUndefined();
    const secretVolume = pod.volumes.find((v: { secret?: unknown }) => v.secret);
    const mount = site.volumeMounts.find((m: { name: string }) => m.name === secretVolume.name);
    expect(env.APP_KEY_FILE).toBe(`${mount.mountPath}/app_key`);
    expect(env.REDIS_URL_FILE).toBe(`${mount.mountPath}/redis_url`);
    const config = one('ConfigMap');
    expect(site.envFrom[0].configMapRef.name).toBe(config.metadata.name);
    for (const key of Object.keys(config.data!)) expect(ENV_VARIABLES, key).toContain(key);
    expect(config.data!.NODE_ENV).toBe('production');
    expect(config.data!.TRUST_PROXY).toMatch(/^\d+$/);
    expect(config.data!.APP_KEY).toBeUndefined();
  });

  it('wires Service, Ingress, autoscaler, disruption budget and ServiceMonitor to the Deployment', () => {
    const deployment = one('Deployment');
    const podLabels = deployment.spec.template.metadata.labels as Record<string, string>;
    const matches = (selector: Record<string, string>) => Object.entries(selector).every(([k, v]) => podLabels[k] === v);
    const service = one('Service');
    expect(matches(service.spec.selector)).toBe(true);
    expect(service.spec.ports.map((p: { targetPort: string }) => p.targetPort).sort()).toEqual(['http', 'metrics']);
    const backend = one('Ingress').spec.rules[0].http.paths[0].backend.service;
    expect(backend).toEqual({ name: service.metadata.name, port: { name: 'http' } });
    expect(one('Ingress').metadata.annotations!['nginx.ingress.kubernetes.io/affinity']).toBe('cookie');
    const hpa = one('HorizontalPodAutoscaler').spec;
    expect(hpa.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata.name });
    expect(hpa.minReplicas).toBeGreaterThanOrEqual(2);
    expect(matches(one('PodDisruptionBudget').spec.selector.matchLabels)).toBe(true);
    // The ServiceMonitor example (added in an overlay where the Prometheus operator runs).
    const monitor = parse(fs.readFileSync(path.join(BASE, 'servicemonitor.yaml'), 'utf8')) as Manifest;
    expect(() => validate(monitor)).not.toThrow();
    expect(Object.entries(monitor.spec.selector.matchLabels).every(([k, v]) => service.metadata.labels?.[k] === v)).toBe(true);
    expect(monitor.spec.endpoints[0].port).toBe('metrics');
  });
});
