import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/**
 * Where a page's CPU time went, from a V8 sampling profile: each sample's self time added to
 * what was running, named through the scripts' source maps by library (the npm package) or by
 * the product's own source file.
 */
export type SelfTime = Map<string, number>;

/** What is read of the DevTools protocol's Profiler.Profile and Runtime.CallFrame. */
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: CallFrame }>;
  samples?: number[];
  timeDeltas?: number[];
}

// V8's own names for time outside any script: '(program)' is the renderer's native work (HTML
// parsing, compiling, style, layout, paint), '(idle)' waiting.
const labelOfNative = (functionName: string) =>
  `(${functionName.replace(/[()]/g, '') || 'native'})`;

/** 'react-dom', '@reduxjs/toolkit', or the product's own 'src/lib/opening-status.ts'. */
export function sourceLabel(source: string): string {
  const packageAt = source.lastIndexOf('node_modules/');
  if (packageAt >= 0) {
    const [scope, name] = source.slice(packageAt + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  return source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
}

/** Each script's source map, fetched once from beside the script (`{script}.map`). */
export class SourceMaps {
  private readonly maps = new Map<string, Promise<TraceMap | undefined>>();

  get(scriptUrl: string): Promise<TraceMap | undefined> {
    if (!this.maps.has(scriptUrl)) {
      this.maps.set(
        scriptUrl,
        fetch(`${scriptUrl}.map`)
          .then(async (answer) => (answer.ok ? new TraceMap(await answer.text()) : undefined))
          .catch(() => undefined),
      );
    }
    return this.maps.get(scriptUrl)!;
  }
}

async function labelOf(frame: CallFrame, maps: SourceMaps): Promise<string> {
  if (!frame.url) return labelOfNative(frame.functionName);
  const map = await maps.get(frame.url);
  if (!map) return frame.url;
  const { source } = originalPositionFor(map, {
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  return source ? sourceLabel(source) : frame.url;
}

/** Adds the profile's self time (ms) by label to `into`. */
export async function addSelfTime(
  profile: CpuProfile,
  maps: SourceMaps,
  into: SelfTime,
): Promise<void> {
  const labels = new Map<number, string>();
  for (const node of profile.nodes) labels.set(node.id, await labelOf(node.callFrame, maps));
  const deltas = profile.timeDeltas ?? [];
  // A sample's time is the gap until the next one.
  (profile.samples ?? []).forEach((id, at) => {
    const label = labels.get(id)!;
    into.set(label, (into.get(label) ?? 0) + (deltas[at + 1] ?? 0) / 1000);
  });
}
