import { parseAst } from 'rolldown/parseAst';

// Build time (apps/web/vite-inline-messages.ts, issue 28, ADR 0021): each `MSG.key` in a module becomes
// the string itself. The catalogue is one object of some 1,900 texts, so any page that read one text
// downloaded all of them (~13 KB brotli on every first visit); written in place, a page carries the
// texts it shows and the object is left unused, for the bundler to drop.

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The local names `MSG` is imported under from the shared package (`import { MSG as M } …` too). */
function localNames(program: Node, sources: RegExp): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    if (!sources.test((statement.source as { value: string }).value)) continue;
    for (const specifier of statement.specifiers as Node[]) {
      const imported = specifier.imported as { name?: string; value?: string } | undefined;
      if (specifier.type === 'ImportSpecifier' && (imported?.name ?? imported?.value) === 'MSG')
        names.add((specifier.local as { name: string }).name);
    }
  }
  return names;
}

/** Every node under `node`, depth first. */
function* walk(node: Node): Generator<Node> {
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'start' || key === 'end' || key === 'type') continue;
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) yield* walk(child);
    } else if (isNode(value)) yield* walk(value);
  }
}

/** The shared package as modules import it: '@trazo/shared', or its messages module by path. */
export const MESSAGE_SOURCES = /^@trazo\/shared$|(?:^|[\\/])messages(?:\.ts)?$/;

/**
 * `code` with every non-computed `MSG.key` whose value is a string written as that string (JSON-quoted,
 * so any text is a valid literal); null when there was none. Unknown keys are left alone: the
 * typechecker reports them.
 */
export function inlineMessages(
  code: string,
  messages: Readonly<Record<string, unknown>>,
  sources: RegExp = MESSAGE_SOURCES,
): string | null {
  if (!code.includes('MSG')) return null;
  const program = parseAst(code) as unknown as Node;
  const names = localNames(program, sources);
  if (names.size === 0) return null;
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of walk(program)) {
    if (node.type !== 'MemberExpression' || node.computed || node.optional) continue;
    const object = node.object as Node & { name?: string };
    const property = node.property as Node & { name?: string };
    if (object.type !== 'Identifier' || !names.has(object.name ?? '')) continue;
    const key = property.name ?? '';
    const value = Object.hasOwn(messages, key) ? messages[key] : undefined;
    if (typeof value === 'string')
      edits.push({ start: node.start, end: node.end, text: JSON.stringify(value) });
  }
  if (edits.length === 0) return null;
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}
