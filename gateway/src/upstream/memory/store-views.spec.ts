import { StoreViews } from './store-views';

describe('StoreViews', () => {
  it('builds a view once and hands out the same frozen value until invalidated', () => {
    const views = new StoreViews();
    const build = jest.fn(() => [{ id: 1, ride: { status: 'waiting' } }]);
    const first = views.get('orderList', build);
    expect(views.get('orderList', build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[0]?.ride)).toBe(true);
  });

  it('rebuilds every view after invalidate', () => {
    const views = new StoreViews();
    let status = 'waiting';
    const build = () => [{ id: 1, status }];
    views.get('orderList', build);
    views.get('userList', () => []);
    status = 'accepted';
    views.invalidate();
    expect(views.get('orderList', build)).toEqual([{ id: 1, status: 'accepted' }]);
  });

  it('keeps views apart by name', () => {
    const views = new StoreViews();
    views.get('orderList', () => ['order']);
    expect(views.get('driverList', () => ['driver'])).toEqual(['driver']);
  });

  it('keeps nothing when the build throws', () => {
    const views = new StoreViews();
    expect(() =>
      views.get('orderList', () => {
        throw new Error('broken');
      }),
    ).toThrow('broken');
    expect(views.get('orderList', () => ['ok'])).toEqual(['ok']);
  });
});
