// The page's side of the views in worker tests: one plain model per subscription, patches applied in order.
import type { Patch } from '../../core';
import { subscriptionOf } from '../../core';
import { PageModel } from '../../core/patch/test-support/page-model';
import type { SubscribeAnswer } from '../views/view-hub';

export class PageViews {
  private readonly pages = new Map<number, PageModel>();
  /** Every patch seen, first ones included. */
  readonly patches: Patch[] = [];

  /** A subscription the page is about to ask for under `id`: its patches (the first included) go to a model from now on. */
  open(id: number): void {
    this.pages.set(id, new PageModel());
  }

  /** Takes a subscription's answer (its first patch); the id. */
  accept(answer: SubscribeAnswer): number {
    if (!answer.ok) throw new Error(`subscribe refused: ${answer.reason} ${answer.detail}`);
    this.pages.set(answer.id, new PageModel());
    this.apply(answer.patch);
    return answer.id;
  }

  apply = (patch: Patch): void => {
    this.patches.push(patch);
    for (const view of patch.views) this.pages.get(subscriptionOf(view))?.apply(view);
  };

  page(id: number): PageModel {
    const page = this.pages.get(id);
    if (!page) throw new Error(`no subscription ${id}`);
    return page;
  }
}
