import { DIALECTS, documented, DOCUMENTED_CALLS } from '@test/support/upstream-dialects';
import { AnswerReader } from './answer-reader';
import type { ReadingProblem } from './reading-problem';

function readerWithProblems(): { reader: AnswerReader; problems: ReadingProblem[] } {
  const problems: ReadingProblem[] = [];
  const reader = new AnswerReader({ timeZone: 'Europe/Prague' }, (problem) => problems.push(problem));
  return { reader, problems };
}

const bytesOf = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));

describe('AnswerReader against the dialects of a real server', () => {
  describe.each(DIALECTS)('$name', (dialect) => {
    it.each(DOCUMENTED_CALLS)('reads %s into the documented answer, leaving nothing out', (call) => {
      const { reader } = readerWithProblems();
      const sent = dialect.send(documented(call), call);
      const expected = dialect.expect ? dialect.expect(documented(call), call) : documented(call);

      expect(reader.read(call, bytesOf(sent))).toEqual({ value: expected, skipped: 0 });
    });
  });

  it('notes each coercion with the call, record, field and types, never the value', () => {
    const { reader, problems } = readerWithProblems();
    const [order] = documented('orderList') as Record<string, unknown>[];
    reader.read('orderList', bytesOf([{ ...order, id: '1216' }]));

    expect(problems).toContainEqual({
      call: 'orderList',
      kind: 'coerced',
      index: 0,
      id: 1216,
      field: 'id',
      expected: 'number',
      received: 'string',
    });
    expect(JSON.stringify(problems)).not.toContain('Černý');
  });
});

describe('AnswerReader record by record', () => {
  const orders = () => documented('orderList') as Record<string, Record<string, unknown>>[];

  it('leaves out the one record it cannot read and keeps the rest', () => {
    const { reader, problems } = readerWithProblems();
    const [good] = orders();
    const broken = { ...good, id: 1217, ride: { ...good?.ride, people: null } };
    const list = [good, broken, { ...good, id: 1218 }];

    const reading = reader.read('orderList', bytesOf(list));

    expect(reading.skipped).toBe(1);
    expect((reading.value as { id: number }[]).map((order) => order.id)).toEqual([1216, 1218]);
    expect(problems).toContainEqual({
      call: 'orderList',
      kind: 'skipped',
      index: 1,
      id: 1217,
      field: 'ride.people',
      expected: 'number',
      received: 'null',
    });
  });

  it('skips a null among the records, not the list', () => {
    const { reader } = readerWithProblems();
    const reading = reader.read('orderList', bytesOf([null, ...orders()]));
    expect(reading).toMatchObject({ skipped: 1 });
    expect(reading.value).toHaveLength(1);
  });

  it('never drops an SOS alert for its caller: an unreadable user becomes an unknown caller', () => {
    const { reader, problems } = readerWithProblems();
    const sent = [
      { id: 3, user: null },
      { id: '4', user: 'Pavel' },
      { id: 5, user: { first_name: 'Eva', last_name: null, phone: { mobile: 1 } }, createdAt: 'včera' },
      { id: 6 },
    ];

    expect(reader.read('sosList', bytesOf(sent))).toEqual({
      value: [
        { id: 3, user: null },
        { id: 4, user: null },
        { id: 5, user: null },
        { id: 6, user: null },
      ],
      skipped: 0,
    });
    expect(problems.filter((problem) => problem.kind === 'repaired')).toHaveLength(2);
  });

  it('keeps a driver without its account, by its driver number', () => {
    const { reader } = readerWithProblems();
    const sent = [
      { id: 7, id_user: 9 },
      { id: '8', id_user: '10', user: 'smazán' },
    ];
    expect(reader.read('driverList', bytesOf(sent)).value).toEqual([
      { id: 7, id_user: 9, user: null },
      { id: 8, id_user: 10, user: null },
    ]);
  });

  it.each([
    ['not JSON', '<html>Chyba</html>'],
    ['empty', ''],
    ['an object without a list', '{"message":"ok"}'],
    ['a number', '42'],
  ])('rejects a list answer that is %s', (_label, body) => {
    const { reader, problems } = readerWithProblems();
    expect(() => reader.read('orderList', Buffer.from(body))).toThrow(
      expect.objectContaining({ failure: 'bad-response' }),
    );
    expect(problems).toEqual([expect.objectContaining({ call: 'orderList', kind: 'rejected' })]);
  });

  it('rejects a record answer it cannot read, naming the field', () => {
    const { reader, problems } = readerWithProblems();
    expect(() => reader.read('balance', bytesOf({ balanceDay: 'hodně' }))).toThrow(
      expect.objectContaining({ failure: 'bad-response' }),
    );
    expect(problems[0]).toMatchObject({ call: 'balance', kind: 'rejected', field: 'balanceDay' });
  });
});
