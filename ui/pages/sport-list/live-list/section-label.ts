// The dividers' labels, in list order [LS-1] [LS-2].
import type { Section } from '../../../../engine/core';

export const SECTION_LABELS: Readonly<Record<Section, string>> = {
  going: '进行中',
  notStarted: '未开始',
  tomorrow: '明天',
  other: '其他',
  finished: '已完场',
};
