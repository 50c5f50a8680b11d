import { ZDeviceId } from '@lw/contracts';
import { describe, expect, it } from 'vitest';
import { deviceId, deviceIdHeader } from './device-id';

describe('device id', () => {
  it('is made once, kept in local storage and fits the server contract', () => {
    const id = deviceId();
    expect(ZDeviceId.safeParse(id).success).toBe(true);
    expect(deviceId()).toBe(id);
    expect(window.localStorage.getItem('lw.deviceId')).toBe(id);
    expect(deviceIdHeader()).toEqual({ 'x-device-id': id });
  });
});
