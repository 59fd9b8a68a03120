import { Ruleset, Spectral } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { listOperations, type OpenApiDocument, openApiDocument } from '../test/openapi-walk';

// Issue 14 item 10: a contract integrators can generate clients from. Our own checks say what we
// promise; Spectral's OpenAPI ruleset (the one integrators run) must find nothing at all.

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  doc = openApiDocument(t.app);
});
afterAll(() => t?.close());

describe('the OpenAPI document', () => {
  it('gives every operation a unique operationId, a summary or description, and declared tags', () => {
    const operations = listOperations(t.app);
    expect(operations.length).toBeGreaterThan(50);
    const declared = new Set((doc.tags ?? []).map((tag) => tag.name));
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const { method, path, raw } of operations) {
      const where = `${method} ${path}`;
      if (!raw.operationId) problems.push(`${where}: no operationId`);
      else if (seen.has(raw.operationId))
        problems.push(`${where}: operationId of ${seen.get(raw.operationId)}`);
      else seen.set(raw.operationId, where);
      if (!raw.summary?.trim() && !raw.description?.trim()) problems.push(`${where}: no summary`);
      if (!raw.tags?.length) problems.push(`${where}: no tags`);
      for (const tag of raw.tags ?? [])
        if (!declared.has(tag)) problems.push(`${where}: tag ${tag} undeclared`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps its operationIds stable: made of the method and the path', () => {
    const login = doc.paths['/api/login']?.post;
    const detail = doc.paths['/api/movimientos/{id}']?.get;
    expect(login?.operationId).toBe('postLogin');
    expect(detail?.operationId).toBe('getMovimientosById');
  });

  async function lint(document: unknown): Promise<string[]> {
    const spectral = new Spectral();
    spectral.setRuleset(new Ruleset(oas));
    const results = await spectral.run(JSON.stringify(document));
    return results.filter((r) => r.severity <= 1).map((r) => `${r.code} ${r.path.join('.')}: ${r.message}`);
  }

  it("passes Spectral's OpenAPI ruleset with no errors and no warnings", async () => {
    expect(await lint(doc)).toEqual([]);
  });

  it('would fail: Spectral reports an operation without operationId or with an undeclared tag', async () => {
    const broken = structuredClone(doc);
    const login = broken.paths['/api/login']?.post;
    if (!login) throw new Error('no POST /api/login');
    delete login.operationId;
    login.tags = ['Sin declarar'];
    const findings = await lint(broken);
    expect(findings.some((f) => f.startsWith('operation-operationId'))).toBe(true);
    expect(findings.some((f) => f.startsWith('operation-tag-defined'))).toBe(true);
  });
});
