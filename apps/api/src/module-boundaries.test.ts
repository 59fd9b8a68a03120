import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Feature folders under modules/ may use one another, but never in a circle (issue 13 item 11): a cycle
// means two features are one in disguise, and it is how movements ended up registering integration's routes.
const modulesDir = join(__dirname, 'modules');

// `import … from '…'`, `export … from '…'`, bare `import '…'` and `import('…')`, over several lines too.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

type Graph = Map<string, Set<string>>;

/** Module folder → the other module folders its non-test files import. */
function readModuleGraph(): Graph {
  const graph: Graph = new Map();
  const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  for (const file of files) {
    const from = file.split(sep)[0] as string;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const source = readFileSync(join(modulesDir, file), 'utf8');
    for (const [, specifier] of source.matchAll(SPECIFIER)) {
      if (!specifier?.startsWith('.')) continue;
      const target = relative(modulesDir, resolve(dirname(join(modulesDir, file)), specifier));
      if (target.startsWith('..')) continue; // lib/, db/, plugins/…: not a module folder
      const to = target.split(sep)[0] as string;
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** The first cycle found, as its folders in order (first repeated at the end), or null. */
function findCycle(graph: Graph): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    const at = path.indexOf(node);
    if (at >= 0) return [...path.slice(at), node];
    if (done.has(node)) return null;
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('module boundaries', () => {
  it('finds a cycle when there is one (the old movements ↔ integration)', () => {
    const graph: Graph = new Map([
      ['configuration', new Set(['integration'])],
      ['integration', new Set(['movements'])],
      ['movements', new Set(['integration'])],
    ]);
    expect(findCycle(graph)).toEqual(['integration', 'movements', 'integration']);
    expect(findCycle(new Map([['integration', new Set(['movements'])]]))).toBeNull();
  });

  it('has no import cycle between the folders of src/modules', () => {
    const graph = readModuleGraph();
    // The reader sees the real graph, so a pass is not a pass over nothing.
    expect(graph.get('integration')).toContain('movements');
    expect(graph.get('registration')).toContain('verification');
    expect(findCycle(graph)).toBeNull();
  });
});
