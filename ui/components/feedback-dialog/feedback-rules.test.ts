import { describe, expect, it } from 'vitest';
import { complaintProblem, descToSend, feedbackProblem } from './feedback-rules';

describe('feedback and complaint checks', () => {
  it('[FB-1] feedback needs a description (请输入意见反馈描述), at most 300 characters', () => {
    expect(feedbackProblem('')).toBe('请输入意见反馈描述');
    expect(feedbackProblem(' \n\t ')).toBe('请输入意见反馈描述');
    expect(feedbackProblem('字'.repeat(300))).toBeUndefined();
    expect(feedbackProblem('字'.repeat(301))).toBe('描述最多300字');
    expect(feedbackProblem('😀'.repeat(300))).toBeUndefined(); // characters, not UTF-16 units
  });

  it('[FB-2] a complaint needs a reason (请选择投诉理由); its description is optional, ≤ 300', () => {
    expect(complaintProblem([], '很过分')).toBe('请选择投诉理由');
    expect(complaintProblem([1], '')).toBeUndefined();
    expect(complaintProblem([1], 'x'.repeat(301))).toBe('描述最多300字');
  });

  it('line breaks are sent as spaces (text fields are one line)', () => {
    expect(descToSend(' 第一行\r\n第二行\t完 ')).toBe('第一行 第二行 完');
  });
});
