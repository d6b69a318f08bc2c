import {
  samePhone,
  type ContactMessage,
  type LoginHistoryEntry,
  type Notification,
  type OrderRide,
  type SosAlert,
  type Vip,
} from '@taxi/contracts';

// Rows as the mock keeps them; the wire shapes are built from these in `views.ts`.
export type StoredUser = {
  id: number;
  first_name: string | null;
  last_name: string | null;
  phone: string;
  email: string | null;
  status: string | null;
  credits: number;
};

export type StoredDriver = { id: number; userId: number };

export type StoredOrder = {
  id: number;
  orderId: number;
  /** The customer's user id; their current name is shown, and null once they are deleted. */
  customerId: number | null;
  /** What was typed on the order: the name the customer gave and the phone, when known. */
  orderUser: { last_name: string | null; phone: string | null } | null;
  ride: OrderRide;
  /** `ride.createdAt` parsed once, so balance sums over thousands of orders stay cheap. */
  createdAtMs: number;
};

export type StoredMonthlyItem = { id: number; month: number; year: number; name: string; price: number };

export type WorkHoursDay = { from: string | null; to: string | null };
/** Weekday (1 = Monday … 7 = Sunday) → hours; a missing day has none. */
export type WorkHoursWeek = Map<number, WorkHoursDay>;

export type SeedData = {
  users: StoredUser[];
  drivers: StoredDriver[];
  vips: Vip[];
  orders: StoredOrder[];
  notifications: Notification[];
  loginHistory: LoginHistoryEntry[];
  workHours: Map<string, WorkHoursWeek>;
  monthly: StoredMonthlyItem[];
  sos: SosAlert[];
};

type Sequence =
  'user' | 'driver' | 'vip' | 'order' | 'orderNumber' | 'notification' | 'loginHistory' | 'monthly' | 'sos';

const FIRST_ORDER_NUMBER = 1001;

function byId<T extends { id: number }>(rows: readonly T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

function nextAfter(rows: readonly { id: number }[], floor = 1): number {
  return rows.reduce((max, row) => Math.max(max, row.id + 1), floor);
}

/** The mock's tables and id sequences. Maps keep insertion order, which the lists rely on. */
export class MemoryStore {
  readonly users: Map<number, StoredUser>;
  readonly drivers: Map<number, StoredDriver>;
  readonly vips: Map<number, Vip>;
  readonly orders: Map<number, StoredOrder>;
  readonly notifications: Map<number, Notification>;
  readonly loginHistory: LoginHistoryEntry[];
  readonly workHours: Map<string, WorkHoursWeek>;
  readonly monthly: Map<number, StoredMonthlyItem>;
  readonly sos: Map<number, SosAlert>;
  readonly sentEmails: ContactMessage[] = [];
  private readonly sequences: Record<Sequence, number>;

  constructor(seed: SeedData) {
    this.users = byId(seed.users);
    this.drivers = byId(seed.drivers);
    this.vips = byId(seed.vips);
    this.orders = byId(seed.orders);
    this.notifications = byId(seed.notifications);
    this.loginHistory = [...seed.loginHistory];
    this.workHours = seed.workHours;
    this.monthly = byId(seed.monthly);
    this.sos = byId(seed.sos);
    this.sequences = {
      user: nextAfter(seed.users),
      driver: nextAfter(seed.drivers),
      vip: nextAfter(seed.vips),
      order: nextAfter(seed.orders),
      orderNumber: seed.orders.reduce((max, order) => Math.max(max, order.orderId + 1), FIRST_ORDER_NUMBER),
      notification: nextAfter(seed.notifications),
      loginHistory: nextAfter(seed.loginHistory),
      monthly: nextAfter(seed.monthly),
      sos: nextAfter(seed.sos),
    };
  }

  nextId(sequence: Sequence): number {
    const id = this.sequences[sequence];
    this.sequences[sequence] = id + 1;
    return id;
  }

  /** The first user (by id) with this phone number in any spelling. */
  findUserByPhone(phone: string): StoredUser | undefined {
    for (const user of this.users.values()) {
      if (samePhone(user.phone, phone)) {
        return user;
      }
    }
    return undefined;
  }

  findDriverByUserId(userId: number): StoredDriver | undefined {
    for (const driver of this.drivers.values()) {
      if (driver.userId === userId) {
        return driver;
      }
    }
    return undefined;
  }

  addLoginHistory(name: string, type: 'login' | 'logout' | 'failed', at: Date): void {
    this.loginHistory.push({ id: this.nextId('loginHistory'), name, type, createdAt: at.toISOString() });
  }
}
