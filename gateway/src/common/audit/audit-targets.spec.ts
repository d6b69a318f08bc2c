import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiEndpointRoutes } from '@taxi/contracts';
import { AUDIT_FIELDS, auditTarget, genericallyNamed, maskedPhone } from './audit-targets';
import { auditedWrites } from './audited-writes';

describe('audit targets', () => {
  it('are every admin POST that changes data, the gateway’s own too, and no POST that only reads', () => {
    const writes = auditedWrites();
    expect(writes).toEqual(expect.arrayContaining(['orderDelete', 'sosDismiss', 'userDelete', 'mockSos']));
    expect(writes).not.toContain('earnings');
    expect(writes).not.toContain('monthlyList');
    expect(writes).not.toContain('login');
    for (const name of writes) {
      expect(apiEndpointRoutes[name]).toMatchObject({ method: 'POST', access: 'admin' });
    }
  });

  // A new write of the catalogue fails here until its target can be named: by an id-like field
  // (`id`, `id_…`, `…Id`), a phone, a created record's id, or an entry in AUDIT_FIELDS.
  it.each(auditedWrites())('%s names its target by the generic rule or a rule of its own', (name) => {
    expect(genericallyNamed(name) || AUDIT_FIELDS[name] !== undefined).toBe(true);
  });

  it('keeps rules only for writes the generic rule does not cover well', () => {
    for (const name of Object.keys(AUDIT_FIELDS)) {
      expect(auditedWrites()).toContain(name);
    }
  });

  it('names ids and a masked phone, never a token, free text or a whole number', () => {
    expect(auditTarget('orderDelete', { id: 17, orderId: 2203 }, { ok: true })).toEqual({
      id: 17,
      orderId: 2203,
    });
    expect(
      auditTarget(
        'blacklistAdd',
        { phone: '+420 605 111 222', reasonText: 'Nezaplatil jízdu' },
        { ok: true },
      ),
    ).toEqual({ phone: '*********222' });
    expect(auditTarget('adminSet', { id_user: 5, token: 'tajny-token-abc' }, { ok: true })).toEqual({
      id_user: 5,
    });
    expect(auditTarget('vipCreate', { phone: '605111222', discount: 10, code: 'LETO24' }, { id: 9 })).toEqual(
      {
        phone: '******222',
        code: 'LETO24',
        id: 9,
      },
    );
    expect(auditTarget('notificationCreate', { title: 'Pozor', content: 'Uzavírka' }, { id: 4 })).toEqual({
      id: 4,
    });
    expect(auditTarget('mockRidesTick', undefined, undefined)).toEqual({});
  });

  it('leaves out what a client sent that is no id, whatever its shape', () => {
    expect(auditTarget('orderDelete', { id: 'x'.repeat(200), orderId: { $gt: 1 } }, undefined)).toEqual({});
    expect(auditTarget('sosDismiss', 'not an object', undefined)).toEqual({});
    expect(auditTarget('userDelete', { id_user: 1.5 }, undefined)).toEqual({});
    expect(auditTarget('userDelete', { id_user: 'a1b2c3d4e5f6a1b2c3d4e5f6' }, undefined)).toEqual({});
    expect(auditTarget('vipCreate', { code: 'x'.repeat(40) }, { id: 'abc' })).toEqual({});
  });

  // "Who did this" is answerable for every write only if ops can find its action name and target.
  it('are each listed in docs/observability.md with what their target names', () => {
    const docs = readFileSync(path.resolve(__dirname, '../../../../docs/observability.md'), 'utf8');
    const table = docs.slice(
      docs.indexOf('**The actions and how to find a record.**'),
      docs.indexOf('**Who deleted'),
    );
    const listed = [...table.matchAll(/^\| (`[^|]+`) \|/gm)].flatMap((row) =>
      [...row[1]!.matchAll(/`(\w+)`/g)].map((name) => name[1]),
    );
    expect(listed.filter((name) => name !== 'action').sort()).toEqual([...auditedWrites()].sort());
  });

  it('masks all but the last three digits of a phone', () => {
    expect(maskedPhone('+420 605 111 222')).toBe('*********222');
    expect(maskedPhone('12')).toBe('**');
  });
});
