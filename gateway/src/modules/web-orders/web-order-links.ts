import { Injectable } from '@nestjs/common';
import { AppConfig } from '@/config/app-config';
import { SignedTokens } from './signed-tokens';

/** Longer than any visitor takes to fill the form: an older form token is simply asked for again. */
const FORM_VALID_MS = 6 * 60 * 60_000;

/**
 * The tokens a visitor carries: the status link (the order number and when it was issued, signed:
 * unguessable, readable by any replica, valid across restarts) and the form token (when the form
 * was opened, for the minimum fill time).
 */
@Injectable()
export class WebOrderLinks {
  private readonly tokens: SignedTokens;
  private readonly minFillMs: number;

  constructor(config: AppConfig) {
    this.tokens = new SignedTokens(config.webOrders.linkKey);
    this.minFillMs = config.webOrders.minFillMs;
  }

  statusToken(orderNumber: number, now: Date): string {
    return this.tokens.sign('status', [String(orderNumber), String(Math.floor(now.getTime() / 1000))]);
  }

  /** The order number a genuine status link stands for, or null. */
  orderOf(statusToken: string): number | null {
    const [number] = this.tokens.verify('status', statusToken, 2) ?? [];
    const orderNumber = Number(number);
    return Number.isSafeInteger(orderNumber) && orderNumber > 0 ? orderNumber : null;
  }

  formToken(now: Date): string {
    return this.tokens.sign('form', [String(now.getTime())]);
  }

  /** A genuine form token opened at least the minimum fill time ago (and not hours ago). */
  filledByAPerson(formToken: string, now: Date): boolean {
    const [opened] = this.tokens.verify('form', formToken, 1) ?? [];
    const age = now.getTime() - Number(opened);
    return Number.isFinite(age) && age >= this.minFillMs && age <= FORM_VALID_MS;
  }
}
