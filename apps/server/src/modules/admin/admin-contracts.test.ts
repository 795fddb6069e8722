// pglite-subset: reads the route registry only, no database work beyond the test app's start
import { adminResources, contractsOfResource } from '@portal/shared/admin-resources';
import { describe, expect, it } from 'vitest';
import { routesOf } from '../../lib/route.ts';
import { checkDeclared } from './admin-resource.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('the declared admin resources (packages/shared/src/admin-resources.ts)', () => {
  it('registers every contract of every resource exactly once, from that contract', () => {
    const routes = routesOf(t.app);
    for (const [name, resource] of Object.entries(adminResources)) {
      const contracts = contractsOfResource(resource);
      expect(contracts.length, name).toBeGreaterThanOrEqual(5);
      for (const contract of contracts) {
        const bound = routes.filter((r) => r.contract === contract);
        expect(bound.length, `${name}: ${contract.method} ${contract.path} registered once`).toBe(1);
        expect(bound[0]?.method).toBe(contract.method);
        expect(bound[0]?.path).toBe(contract.path);
        expect(bound[0]?.access).toBe(contract.access);
        expect(bound[0]?.summary).toBe(contract.summary);
      }
    }
  });

  it('serves each resource path only through its contracts (no inline operation beside them)', () => {
    const routes = routesOf(t.app);
    let checked = 0;
    for (const [name, resource] of Object.entries(adminResources)) {
      const own = new Set(contractsOfResource(resource));
      const vendorPath = resource.path.replace('/api/admin/', '/api/vendor/');
      const generic = (p: string) =>
        [resource.path, `${resource.path}/{id}`, `${resource.path}/bulk`, `${resource.path}/export.csv`, `${resource.path}/{id}/notify`].includes(p);
      const console = (p: string) => 'vendor' in resource && (p === vendorPath || p === `${vendorPath}/{id}`);
      for (const r of routes.filter((r) => generic(r.path) || console(r.path))) {
        expect(r.contract && own.has(r.contract), `${name}: ${r.method.toUpperCase()} ${r.path} comes from its contract`).toBe(true);
        checked++;
      }
    }
    // 8 resources (5 operations each), 6 with the vendor console (5 more), jobs' export, 2 bulk and 3 notify actions.
    expect(checked).toBe(8 * 5 + 6 * 5 + 1 + 2 + 3);
  });

  it('refuses to start when the server and the shared declaration disagree on an optional part', () => {
    const jobs = { topics: true, vendor: true, exportCsv: true, bulk: true, notify: false };
    expect(() => checkDeclared(adminResources.jobs, jobs)).not.toThrow();
    expect(() => checkDeclared(adminResources.jobs, { ...jobs, notify: true })).toThrow(/'notify' differs/);
    expect(() => checkDeclared(adminResources.vendors, { ...jobs, topics: false, vendor: false, exportCsv: false, bulk: false })).not.toThrow();
    expect(() => checkDeclared(adminResources.vendors, { topics: false, vendor: true, exportCsv: false, bulk: false, notify: false })).toThrow(
      /'vendor' differs/,
    );
  });
});
