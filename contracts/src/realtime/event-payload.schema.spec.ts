import { UpstreamEventPayloadSchema } from './event-payload.schema';

const read = (payload: unknown) => UpstreamEventPayloadSchema.safeParse(payload);

describe('UpstreamEventPayloadSchema', () => {
  it('reads a bare id, as a number or as its digits, as { id }', () => {
    expect(read(501).data).toEqual({ id: 501 });
    expect(read('501').data).toEqual({ id: 501 });
  });

  it('reads an object id sent as digits and keeps the other fields', () => {
    expect(read({ id: '77', status: 'declined' }).data).toEqual({ id: 77, status: 'declined' });
    expect(read({ id: 77 }).data).toEqual({ id: 77 });
  });

  it('keeps the event when the id is unreadable, without an id', () => {
    expect(read({ id: 'abc', status: 'declined' }).data).toEqual({ status: 'declined' });
    expect(read({ id: 1.5 }).data).toEqual({});
  });

  it('admits no payload at all', () => {
    expect(read(null).data).toBeNull();
    expect(read(undefined).success).toBe(true);
  });
});
