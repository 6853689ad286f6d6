/**
 * The Kubernetes files (deploy/k8s/): the base and every overlay, rendered with `kubectl kustomize`
 * (where kubectl is absent, the base alone is read as written, with its ConfigMap made from
 * site.env as the generator would, and the overlays are skipped with the reason printed), and
 * every object validated offline against the Kubernetes OpenAPI schemas shipped in
 * `kubernetes-models` (the Gateway API's in `@kubernetes-models/gateway-api`, the Prometheus
 * operator's in `@kubernetes-models/prometheus-operator`). Then what the site needs of them:
 * probes on its health and readiness, a grace period that covers its drain, a pod that cannot
 * become root or write its image, its secrets from a Secret as files, a replica count left to the
 * autoscaler, pods spread over zones and nodes, a NetworkPolicy that lets in only the Gateway
 * (site port) and the monitoring namespace (metrics port), settings whose change rolls the pods,
 * Gateway API routing with a redirect to https, and a demo overlay that runs on the mock upstream.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { HTTPRoute } from '@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1/HTTPRoute';
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor';
import { ENV_VARIABLES } from '#server/config.ts';
import { ROOT } from '../helpers/processes';
import { OTEL_SETTINGS } from '../helpers/deploy-files';

const K8S = path.join(ROOT, 'deploy/k8s');
const BASE = path.join(K8S, 'base');
const OVERLAYS = fs.readdirSync(path.join(K8S, 'overlays')).map((name) => `overlays/${name}`);
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

/** Each kind the files may hold, with the schema validator of its API version. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'gateway.networking.k8s.io/v1/HTTPRoute': HTTPRoute,
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
    return 'kubectl is not installed: the base is read as written (its ConfigMap made from site.env here), the overlays are not rendered';
  }
}

const noKubectl = kubectl();
if (noKubectl) log(`skipped rendering: ${noKubectl}`);

/** `kubectl kustomize dir`, parsed. */
function kustomize(dir: string): Manifest[] {
  const out = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8', timeout: 60_000 });
  return parseAllDocuments(out).map((doc) => doc.toJSON() as Manifest);
}

/** site.env as the configMapGenerator reads it: KEY=value lines, comments and blanks skipped. */
function envFile(file: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** The base as the cluster would get it: rendered, or (without kubectl) its files and a ConfigMap made from site.env. */
function renderedBase(): Manifest[] {
  if (!noKubectl) return kustomize(K8S);
  const kustomization = parse(fs.readFileSync(path.join(BASE, 'kustomization.yaml'), 'utf8')) as { resources: string[] };
  const files = kustomization.resources.flatMap((file) =>
    parseAllDocuments(fs.readFileSync(path.join(BASE, file), 'utf8')).map((doc) => doc.toJSON() as Manifest),
  );
  const config: Manifest = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'bigscreen-site' },
    data: envFile(path.join(BASE, 'site.env')),
  };
  return [config, ...files];
}

const base = renderedBase();
const overlays: Record<string, Manifest[]> = noKubectl
  ? {}
  : Object.fromEntries(OVERLAYS.map((dir) => [dir, kustomize(path.join(K8S, dir))]));

const oneOf = (manifests: Manifest[], kind: string, name?: string) => {
  const found = manifests.filter((m) => m.kind === kind && (name === undefined || m.metadata.name === name));
  expect(found, `${kind} ${name ?? ''}`).toHaveLength(1);
  return found[0]!;
};
const one = (kind: string, name?: string) => oneOf(base, kind, name);

describe('deploy/k8s (Kustomize base and overlays)', () => {
  it('renders the base and every overlay, each object valid against the Kubernetes (and Gateway API) schemas', () => {
    expect(base.map((m) => m.kind).sort()).toEqual(
      [
        'ConfigMap',
        'Deployment',
        'HTTPRoute',
        'HTTPRoute',
        'HorizontalPodAutoscaler',
        'NetworkPolicy',
        'PodDisruptionBudget',
        'Service',
      ].sort(),
    );
    for (const [name, manifests] of [['base', base] as const, ...Object.entries(overlays)]) {
      for (const manifest of manifests)
        expect(() => validate(manifest), `${name}: ${manifest.kind} ${manifest.metadata.name}`).not.toThrow();
      log(`${name}: ${manifests.length} objects ${noKubectl ? 'as written' : 'rendered by kubectl kustomize'}, all valid`);
    }
    if (!noKubectl) expect(Object.keys(overlays).sort()).toEqual(['overlays/demo', 'overlays/ingress-nginx']);
  });

  it('has a validator that refuses what a cluster would refuse', () => {
    const deployment = structuredClone(one('Deployment'));
    deployment.spec.replicas = 'three';
    expect(() => validate(deployment)).toThrow(/replicas must be integer/);
    const service = structuredClone(one('Service'));
    service.spec.ports[0].port = 'eighty';
    expect(() => validate(service)).toThrow(/port must be integer/);
    const route = structuredClone(one('HTTPRoute', 'bigscreen-site'));
    route.spec.rules[0].backendRefs[0].port = 'eighty';
    expect(() => validate(route)).toThrow(/port must be integer/);
    const policy = structuredClone(one('NetworkPolicy'));
    policy.spec.policyTypes = 'Ingress';
    expect(() => validate(policy)).toThrow(/policyTypes must be array/);
  });

  it('leaves the replica count to the autoscaler in every rendering, and spreads the pods over zones and nodes', () => {
    for (const [name, manifests] of [['base', base] as const, ...Object.entries(overlays)]) {
      for (const hpa of manifests.filter((m) => m.kind === 'HorizontalPodAutoscaler')) {
        const target = oneOf(manifests, 'Deployment', hpa.spec.scaleTargetRef.name);
        expect(target.spec.replicas, `${name}: ${target.metadata.name}`).toBeUndefined();
        expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      }
    }
    const template = one('Deployment').spec.template;
    const spread = template.spec.topologySpreadConstraints as {
      topologyKey: string;
      labelSelector: { matchLabels: Record<string, string> };
    }[];
    expect(spread.map((c) => c.topologyKey).sort()).toEqual(['kubernetes.io/hostname', 'topology.kubernetes.io/zone']);
    for (const constraint of spread) {
      for (const [key, value] of Object.entries(constraint.labelSelector.matchLabels)) expect(template.metadata.labels[key]).toBe(value);
    }
  });

  it('probes readiness on /readyz and liveness on /healthz, with a grace period that covers the drain', () => {
    const deployment = one('Deployment');
    const config = one('ConfigMap').data!;
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

  it('takes every secret from a Secret as files, and only known settings from the generated ConfigMap', () => {
    const pod = one('Deployment').spec.template.spec;
    const [site] = pod.containers;
    const env = Object.fromEntries(site.env.map((e: { name: string; value: string }) => [e.name, e.value]));
    expect(env.APP_KEY).toBeUndefined();
    const secretVolume = pod.volumes.find((v: { secret?: unknown }) => v.secret);
    const mount = site.volumeMounts.find((m: { name: string }) => m.name === secretVolume.name);
    expect(env.APP_KEY_FILE).toBe(`${mount.mountPath}/app_key`);
    expect(env.REDIS_URL_FILE).toBe(`${mount.mountPath}/redis_url`);
    expect(env.BUILDER_API_KEY_FILE).toBe(`${mount.mountPath}/builder_api_key`);
    const config = one('ConfigMap');
    expect(site.envFrom[0].configMapRef.name).toBe(config.metadata.name);
    for (const key of Object.keys(config.data!)) expect([...ENV_VARIABLES, ...OTEL_SETTINGS], key).toContain(key);
    expect(config.data!.NODE_ENV).toBe('production');
    expect(config.data!.TRUST_PROXY).toMatch(/^\d+$/);
    expect(config.data!.APP_KEY).toBeUndefined();
  });

  it.skipIf(noKubectl !== undefined)('names the ConfigMap by its content, so a change of a setting rolls the pods', () => {
    const name = one('ConfigMap').metadata.name;
    expect(name).toMatch(/^bigscreen-site-[a-z0-9]{10}$/);
    // The same base with one setting changed: a new ConfigMap name, in the pod template too.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'k8s-base-'));
    try {
      fs.cpSync(BASE, copy, { recursive: true });
      const settings = path.join(copy, 'site.env');
      fs.writeFileSync(settings, fs.readFileSync(settings, 'utf8').replace(/^LOG_LEVEL=.*$/m, 'LOG_LEVEL=debug'));
      const changed = kustomize(copy);
      const renamed = oneOf(changed, 'ConfigMap').metadata.name;
      expect(renamed).not.toBe(name);
      expect(oneOf(changed, 'Deployment').spec.template.spec.containers[0].envFrom[0].configMapRef.name).toBe(renamed);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it('lets in only the Gateway (site port) and the monitoring namespace (metrics port); lets out only DNS, the upstreams and Redis', () => {
    const policy = one('NetworkPolicy');
    const podLabels = one('Deployment').spec.template.metadata.labels as Record<string, string>;
    for (const [key, value] of Object.entries(policy.spec.podSelector.matchLabels as Record<string, string>))
      expect(podLabels[key]).toBe(value);
    expect(policy.spec.policyTypes.sort()).toEqual(['Egress', 'Ingress']);
    const ingress = policy.spec.ingress as {
      from: { namespaceSelector: { matchLabels: Record<string, string> } }[];
      ports: { port: string }[];
    }[];
    const byPort = Object.fromEntries(
      ingress.map((rule) => [
        rule.ports.map((p) => p.port).join(','),
        rule.from.map((f) => f.namespaceSelector.matchLabels['kubernetes.io/metadata.name']),
      ]),
    );
    expect(byPort).toEqual({ http: ['gateway-system'], metrics: ['monitoring'] });
    const egressPorts = (policy.spec.egress as { ports: { port: number; protocol: string }[] }[]).flatMap((rule) =>
      rule.ports.map((p) => `${p.port}/${p.protocol}`),
    );
    expect(egressPorts.sort()).toEqual(['443/TCP', '53/TCP', '53/UDP', '6379/TCP', '6380/TCP'].sort());
  });

  it('routes with the Gateway API: the https listener to the Service, plain http redirected to https', () => {
    const service = one('Service');
    const route = one('HTTPRoute', 'bigscreen-site');
    expect(route.spec.parentRefs[0].sectionName).toBe('https');
    const http = service.spec.ports.find((p: { name: string }) => p.name === 'http');
    expect(route.spec.rules[0].backendRefs).toEqual([{ name: service.metadata.name, port: http.port }]);
    const redirect = one('HTTPRoute', 'bigscreen-site-redirect');
    expect(redirect.spec.parentRefs[0]).toMatchObject({ name: route.spec.parentRefs[0].name, sectionName: 'http' });
    expect(redirect.spec.hostnames).toEqual(route.spec.hostnames);
    expect(redirect.spec.rules[0].filters).toEqual([{ type: 'RequestRedirect', requestRedirect: { scheme: 'https', statusCode: 301 } }]);
  });

  it('wires Service, autoscaler, disruption budget and ServiceMonitor to the Deployment', () => {
    const deployment = one('Deployment');
    const podLabels = deployment.spec.template.metadata.labels as Record<string, string>;
    const matches = (selector: Record<string, string>) => Object.entries(selector).every(([k, v]) => podLabels[k] === v);
    const service = one('Service');
    expect(matches(service.spec.selector)).toBe(true);
    expect(service.spec.ports.map((p: { targetPort: string }) => p.targetPort).sort()).toEqual(['http', 'metrics']);
    const hpa = one('HorizontalPodAutoscaler').spec;
    expect(hpa.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata.name });
    expect(matches(one('PodDisruptionBudget').spec.selector.matchLabels)).toBe(true);
    // The ServiceMonitor example (added in an overlay where the Prometheus operator runs).
    const monitor = parse(fs.readFileSync(path.join(BASE, 'servicemonitor.yaml'), 'utf8')) as Manifest;
    expect(() => validate(monitor)).not.toThrow();
    expect(Object.entries(monitor.spec.selector.matchLabels).every(([k, v]) => service.metadata.labels?.[k] === v)).toBe(true);
    expect(monitor.spec.endpoints[0].port).toBe('metrics');
  });

  it.skipIf(noKubectl !== undefined)(
    'runs the demo overlay on the mock upstream, with its own Secret and a way through the NetworkPolicy',
    () => {
      const demo = overlays['overlays/demo']!;
      const mock = oneOf(demo, 'Deployment', 'bigscreen-mock-upstream');
      const mockService = oneOf(demo, 'Service', 'bigscreen-mock-upstream');
      const [container] = mock.spec.template.spec.containers;
      expect(container.command).toEqual(['node', 'dist/mock-upstream/index.js']);
      const mockEnv = Object.fromEntries(container.env.map((e: { name: string; value?: string }) => [e.name, e]));
      const port = Number(mockEnv.MOCK_UPSTREAM_PORT.value);
      expect(mockService.spec.ports[0].port).toBe(port);
      const config = oneOf(demo, 'ConfigMap').data!;
      expect(config.MAIN_API_URL).toBe(`http://${mockService.metadata.name}:${port}/main`);
      expect(config.CLOUD_API_URL).toBe(`http://${mockService.metadata.name}:${port}/cloud`);
      expect(config.REMOTE_DESKTOP_URL).toBe(`http://${mockService.metadata.name}:${port}/rd`);
      expect(config.NODE_ENV).toBe('production');
      // The site's Secret, generated, with the key the mock checks; the pods of both point at it.
      const secret = oneOf(demo, 'Secret');
      expect(Object.keys(secret.data ?? {}).sort()).toEqual(['app_key', 'builder_api_key', 'redis_url']);
      const site = oneOf(demo, 'Deployment', 'bigscreen-site');
      expect(site.spec.template.spec.volumes.find((v: { secret?: { secretName: string } }) => v.secret).secret.secretName).toBe(
        secret.metadata.name,
      );
      expect(mockEnv.APP_KEY.valueFrom.secretKeyRef).toEqual({ name: secret.metadata.name, key: 'app_key' });
      // The site's pods may reach the mock's port.
      const mockLabels = mock.spec.template.metadata.labels as Record<string, string>;
      const siteLabels = site.spec.template.metadata.labels as Record<string, string>;
      const allowed = demo
        .filter((m) => m.kind === 'NetworkPolicy')
        .some(
          (p) =>
            Object.entries(p.spec.podSelector.matchLabels as Record<string, string>).every(([k, v]) => siteLabels[k] === v) &&
            (p.spec.egress ?? []).some(
              (rule: { to?: { podSelector?: { matchLabels: Record<string, string> } }[]; ports: { port: number }[] }) =>
                rule.ports.some((p2) => p2.port === port) &&
                (rule.to ?? []).some((to) => Object.entries(to.podSelector?.matchLabels ?? {}).every(([k, v]) => mockLabels[k] === v)),
            ),
        );
      expect(allowed).toBe(true);
    },
  );

  it.skipIf(noKubectl !== undefined)('offers the older ingress-nginx Ingress as an overlay, in place of the Gateway API routes', () => {
    const ingressOverlay = overlays['overlays/ingress-nginx']!;
    expect(ingressOverlay.filter((m) => m.kind === 'HTTPRoute')).toEqual([]);
    const ingress = oneOf(ingressOverlay, 'Ingress');
    const service = oneOf(ingressOverlay, 'Service');
    expect(ingress.spec.rules[0].http.paths[0].backend.service).toEqual({ name: service.metadata.name, port: { name: 'http' } });
    const policy = oneOf(ingressOverlay, 'NetworkPolicy');
    expect(policy.spec.ingress[0].from[0].namespaceSelector.matchLabels['kubernetes.io/metadata.name']).toBe('ingress-nginx');
  });
});
