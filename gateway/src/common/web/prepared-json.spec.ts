import { asPreparedJson, isPreparedJson, preparedJsonOf } from './prepared-json';

describe('PreparedJson', () => {
  it('is what asPreparedJson marks, not whatever happens to be frozen', () => {
    const frozen = Object.freeze({ id: 1 });
    expect(isPreparedJson(frozen)).toBe(false);
    const list = asPreparedJson([{ id: 1, place: { name: 'Mírové náměstí' } }]);
    expect(isPreparedJson(list)).toBe(true);
    expect(isPreparedJson('text')).toBe(false);
  });

  it('freezes the value with all it holds, so its JSON made once stays right', () => {
    const list = asPreparedJson([{ id: 1, place: { name: 'Mírové náměstí' } }]);
    expect(Object.isFrozen(list[0]?.place)).toBe(true);
    const bytes = preparedJsonOf(list);
    expect(bytes.toString('utf8')).toBe('[{"id":1,"place":{"name":"Mírové náměstí"}}]');
    expect(preparedJsonOf(list)).toBe(bytes);
  });

  it('leaves a primitive answer as it is', () => {
    expect(asPreparedJson(true)).toBe(true);
    expect(isPreparedJson(true)).toBe(false);
  });
});
