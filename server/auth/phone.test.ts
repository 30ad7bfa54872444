import { describe, expect, it } from 'vitest';
import { maskPhone, parsePhone } from './phone';

describe('phone numbers', () => {
  it('[AU-7] default calling code 86; mainland numbers are 11 digits starting with 1', () => {
    expect(parsePhone(undefined, '13800000001')).toEqual({ nationalCode: '86', number: '13800000001' });
    expect(parsePhone('+86', '138 0000 0001')).toEqual({ nationalCode: '86', number: '13800000001' });
    expect(parsePhone(86, '2380000000')).toBeUndefined();
    expect(parsePhone('86', '1234')).toBeUndefined(); // [AU-2] 4 digits or fewer is never a phone
    expect(parsePhone('852', '61234567')).toEqual({ nationalCode: '852', number: '61234567' });
    expect(parsePhone('1', "1' OR 1=1")).toBeUndefined();
  });

  it('masks the middle for display', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
  });
});
