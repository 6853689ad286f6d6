/**
 * `npx tsx scripts/audit-tasks.ts [paths]`: what the long tasks of a page and of the audit's floor
 * are. Runs Lighthouse (mobile preset, as `npm run audit`) on each path of the production build and
 * on the floor, run by run in turn (TASKS_RUNS, 3 by default), keeps each run's trace, and prints
 * every main-thread task of the page's renderer that took TASKS_MIN_MS (8 by default) or more as
 * observed (Lighthouse simulates a 4x slower phone, so 12.5 ms observed is a 50 ms long task), with
 * where its time went: HTML parsing, style recalculation (elements), layout (objects), script by
 * file, timers, and when it ran against the first contentful paint. Also the TBT Lighthouse
 * reported for the run, so a run's blocking time can be laid against its tasks. A task's direct
 * parts that have no label are named in brackets, `(DocumentLoader::CommitNavigation)`, and
 * `(own)` is the task's time outside its parts. TASKS_FLOOR_ONLY=1 runs the floor alone.
 *
 * Needs `npm run build` first. Writes the summary to test-results/audit/tasks-<date>.json.
 * Run it under the measurement lock on a shared machine: `flock /tmp/measure.lock npx tsx ...`.
 */
import fs from 'node:fs';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { FLOOR_NAME, serveFloor } from './audit-floor';
import { clearBrowserCookies, launchAuditBrowser } from './audit-browser';
import { CHROMIUM_FLAGS, locateChromium } from './chromium';
import { startMockProcess, startSiteProcess } from '../tests/helpers/processes';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown>; elementCount?: number };
}

interface Task {
  startMs: number;
  ms: number;
  /** Time inside the task by kind (not self time: nested kinds are counted in each). */
  parts: Record<string, number>;
}

interface Run {
  target: string;
  tbtMs: number;
  fcpMs: number;
  observedFcpMs: number | undefined;
  longTasks: { url: string; duration: number; startTime: number }[];
  tasks: Task[];
}

const MIN_MS = Number(process.env.TASKS_MIN_MS ?? 8);
const RUNS = Number(process.env.TASKS_RUNS ?? 3);

/** Trace events named as they are: what a task did, without arguments worth reading. */
const PLAIN_NAMES = new Set([
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'EventDispatch',
  'Paint',
  'PrePaint',
  'Commit',
  'MajorGC',
  'MinorGC',
  'ParseAuthorStyleSheet',
  'Decode Image',
  'HitTest',
  'RunMicrotasks',
  'CommitLoad',
  'ResourceReceivedData',
  'ResourceFinish',
  'IntersectionObserverController::computeIntersections',
]);

/** A short label for a trace event inside a task, with what it worked on. */
function label(e: TraceEvent): string | undefined {
  const data = e.args?.data ?? {};
  const file = (url: unknown) => (typeof url === 'string' && url ? url.replace(/^https?:\/\/[^/]+/, '') || '/' : '(inline)');
  switch (e.name) {
    case 'ParseHTML':
      return 'ParseHTML';
    case 'UpdateLayoutTree':
      return `Style (${String(e.args?.elementCount ?? data.elementCount ?? '?')} el)`;
    case 'Layout':
      return `Layout (${String(e.args?.beginData?.totalObjects ?? '?')} obj)`;
    case 'EvaluateScript':
      return `EvaluateScript ${file(data.url)}`;
    case 'v8.compileModule':
    case 'v8.compile':
      return `Compile ${file(data.url ?? (e.args as { fileName?: string } | undefined)?.fileName)}`;
    case 'v8.evaluateModule':
      return 'EvaluateModule';
    case 'FunctionCall':
      return `FunctionCall ${file(data.url)}`;
    default:
      return PLAIN_NAMES.has(e.name) ? e.name : undefined;
  }
}

interface TaskNode {
  event: TraceEvent;
  children: TaskNode[];
  parent: TaskNode | undefined;
  startTime: number;
  duration: number;
}

/** The page's main-thread tasks as Lighthouse itself finds them (its trace processor), the long ones with their parts. */
function tasksOf(trace: { traceEvents: TraceEvent[] }): { tasks: Task[]; observedFcpMs: number | undefined } {
  const processed = TraceProcessor.processTrace(trace as never) as unknown as {
    mainThreadEvents: TraceEvent[];
    frames: unknown[];
    timestamps: { timeOrigin: number; traceEnd: number };
  };
  let observedFcpMs: number | undefined;
  try {
    const navigation = TraceProcessor.processNavigation(processed as never) as unknown as { timings: { firstContentfulPaint?: number } };
    observedFcpMs = navigation.timings.firstContentfulPaint;
  } catch {
    // No paint in the trace: nothing to lay the tasks against.
  }
  const all = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents as never,
    processed.frames as never,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  ) as unknown as TaskNode[];
  const tasks = all
    .filter((t) => !t.parent && t.duration >= MIN_MS)
    .map((t) => {
      const parts: Record<string, number> = {};
      const walk = (node: TaskNode) => {
        const name = label(node.event) ?? (node.parent === t ? `(${node.event.name})` : undefined);
        if (name) parts[name] = Math.round(((parts[name] ?? 0) + node.duration) * 10) / 10;
        node.children.forEach(walk);
      };
      t.children.forEach(walk);
      const inChildren = t.children.reduce((sum, c) => sum + c.duration, 0);
      parts['(own)'] = Math.round((t.duration - inChildren) * 10) / 10;
      return { startMs: Math.round(t.startTime * 10) / 10, ms: Math.round(t.duration * 10) / 10, parts };
    });
  return { tasks, observedFcpMs: observedFcpMs === undefined ? undefined : Math.round(observedFcpMs * 10) / 10 };
}

async function run(port: number, url: string): Promise<{ lhr: LighthouseResult; events: TraceEvent[] }> {
  await clearBrowserCookies(port);
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result || result.lhr.runtimeError) throw new Error(`${url}: Lighthouse could not run`);
  return { lhr: result.lhr, events: (result.artifacts.Trace as unknown as { traceEvents: TraceEvent[] }).traceEvents };
}

function summary(target: string, lhr: LighthouseResult, events: TraceEvent[]): Run {
  const { tasks, observedFcpMs } = tasksOf({ traceEvents: events });
  const items = (lhr.audits['long-tasks']?.details as { items?: Run['longTasks'] } | undefined)?.items ?? [];
  return {
    target,
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
    observedFcpMs,
    longTasks: items.map((i) => ({ url: i.url, duration: Math.round(i.duration), startTime: Math.round(i.startTime) })),
    tasks,
  };
}

function print(r: Run): void {
  const simulated = r.longTasks.map((t) => `${t.duration}@${t.startTime} ${t.url.replace(/^https?:\/\/[^/]+/, '')}`).join(', ');
  process.stdout.write(
    `${r.target}: TBT ${r.tbtMs} ms, FCP ${r.fcpMs} (observed ${r.observedFcpMs}); long tasks (simulated): ${simulated || 'none'}\n`,
  );
  for (const t of r.tasks) {
    const parts = Object.entries(t.parts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 7)
      .map(([k, v]) => `${k} ${v}`)
      .join('; ');
    process.stdout.write(`    ${t.ms} ms at ${t.startMs}: ${parts}\n`);
  }
}

async function main(): Promise<void> {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/warranty'];
  const mock = await startMockProcess();
  const site = await startSiteProcess(mock);
  const chrome = await launchAuditBrowser(locateChromium(), CHROMIUM_FLAGS);
  const floor = await serveFloor(site.baseURL);
  const runs: Run[] = [];
  try {
    for (const path of paths) {
      const targets = [
        ...(process.env.TASKS_FLOOR_ONLY ? [] : [{ name: path, url: `${site.baseURL}${path}` }]),
        { name: FLOOR_NAME, url: `${floor.baseURL}/` },
      ];
      for (let i = 0; i < RUNS; i++) {
        for (let k = 0; k < targets.length; k++) {
          const t = targets[(k + i) % targets.length]!;
          const { lhr, events } = await run(chrome.port, t.url);
          const r = summary(`${t.name} (beside ${path}, run ${i + 1})`, lhr, events);
          print(r);
          runs.push(r);
        }
      }
    }
  } finally {
    await chrome.close();
    await floor.close();
    await site.stop();
    await mock.stop();
  }
  fs.mkdirSync('test-results/audit', { recursive: true });
  const file = `test-results/audit/tasks-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  fs.writeFileSync(file, JSON.stringify(runs, null, 2));
  process.stdout.write(`wrote ${file}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`audit-tasks failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(2);
});
