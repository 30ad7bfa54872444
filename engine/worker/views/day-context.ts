// A 'day' view's context: the sport's shared context (today's midnight, pins, followed) plus its own day list
// (ViewContext.day). Kept as the same object while neither changed, since the view index tells pin and follow
// changes by the context's identity.
import type { DayList, ViewContext } from '../../core';

export class DayContexts {
  private readonly made = new WeakMap<DayList, { readonly base: ViewContext; readonly ctx: ViewContext }>();

  of(base: ViewContext, day: DayList): ViewContext {
    const known = this.made.get(day);
    if (known && known.base === base) return known.ctx;
    const ctx: ViewContext = { ...base, day };
    this.made.set(day, { base, ctx });
    return ctx;
  }
}
