import { isPreparedJson } from '@/common/web/prepared-json';
import { ReceivedBody } from '@/common/net/received-body';
import type { Reading } from './reading/answer-reader';
import { ValidatedAnswerMemo } from './validated-answer-memo';

const bytes = (value: unknown) => ReceivedBody.of(Buffer.from(JSON.stringify(value)));
const parse = (raw: Buffer): Reading => ({ value: JSON.parse(raw.toString('utf8')) as unknown, skipped: 0 });

describe('ValidatedAnswerMemo', () => {
  it('validates an answer once while its bytes stay the same, and hands out one prepared value', () => {
    const memo = new ValidatedAnswerMemo();
    const validate = jest.fn(parse);
    const orders = [{ id: 1, pickup: { name: 'Mírové náměstí' } }];

    const first = memo.resolve('orderList', bytes(orders), validate).value;
    const second = memo.resolve('orderList', bytes(orders), validate).value;

    expect(validate).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(first).toEqual(orders);
    expect(isPreparedJson(first)).toBe(true);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen((first as unknown as typeof orders)[0]?.pickup)).toBe(true);
  });

  it('validates again as soon as the bytes differ, per call', () => {
    const memo = new ValidatedAnswerMemo();
    const validate = jest.fn(parse);

    memo.resolve('orderList', bytes([{ id: 1 }]), validate);
    const changed = memo.resolve('orderList', bytes([{ id: 1 }, { id: 2 }]), validate);
    // The same bytes from another call are that call's own answer.
    memo.resolve('vipList', bytes([{ id: 1 }, { id: 2 }]), validate);

    expect(changed.value).toEqual([{ id: 1 }, { id: 2 }]);
    expect(validate).toHaveBeenCalledTimes(3);
  });

  it('keeps the last good answer when a new one fails validation, and never returns it for other bytes', () => {
    const memo = new ValidatedAnswerMemo();
    const good = bytes([{ id: 1 }]);
    memo.resolve('orderList', good, parse);

    expect(() =>
      memo.resolve('orderList', ReceivedBody.of(Buffer.from('{"broken":')), () => {
        throw new Error('invalid');
      }),
    ).toThrow('invalid');
    const validate = jest.fn(parse);
    expect(memo.resolve('orderList', good, validate).value).toEqual([{ id: 1 }]);
    expect(validate).not.toHaveBeenCalled();
  });

  it('does not keep an answer larger than 16 MB', () => {
    const memo = new ValidatedAnswerMemo();
    const huge = ReceivedBody.of(Buffer.alloc(16 * 1024 * 1024 + 1, 0x20));
    const validate = jest.fn((): Reading => ({ value: ['ok'], skipped: 0 }));

    memo.resolve('orderList', huge, validate);
    memo.resolve('orderList', huge, validate);

    expect(validate).toHaveBeenCalledTimes(2);
    expect(memo.lastBytes('orderList')).toBeUndefined();
  });

  it("offers the kept answer's bytes, per call, for the next answer to be compared with as it arrives", () => {
    const memo = new ValidatedAnswerMemo();
    expect(memo.lastBytes('orderList')).toBeUndefined();

    memo.resolve('orderList', bytes([{ id: 1 }]), parse);

    expect(memo.lastBytes('orderList')?.toString('utf8')).toBe('[{"id":1}]');
    expect(memo.lastBytes('vipList')).toBeUndefined();
    memo.clear();
    expect(memo.lastBytes('orderList')).toBeUndefined();
  });
});
