import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { haversineMeters, ZDriverDeliveryRequest } from './delivery';
import { ZDriverInspectionRequest } from './inspection';
import { ZDriverEventRequest } from './records';

const base = {
  clientId: '0193A1B2-C3D4-7E5F-8A9B-0C1D2E3F4A5B',
  movementId: 7,
  occurredAt: '2026-11-25T08:30:00-05:00',
};

describe('haversineMeters', () => {
  it('answers a degree of longitude on the equator: 2πR/360 with the mean radius', () => {
    expect(haversineMeters({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBe(111_195);
  });
  it('answers about 500 m for 0.0045° of latitude, and 0 for the same point', () => {
    expect(haversineMeters({ lat: 4.6, lon: -74.08 }, { lat: 4.6045, lon: -74.08 })).toBe(500);
    expect(haversineMeters({ lat: 4.6, lon: -74.08 }, { lat: 4.6, lon: -74.08 })).toBe(0);
  });
});

describe('driver record contracts', () => {
  it('an event needs a position or geoDenied, not both', () => {
    const none = ZDriverEventRequest.safeParse({ ...base, eventId: 5 });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.message).toBe(MSG.tripPositionRequired);
    const both = ZDriverEventRequest.safeParse({
      ...base,
      eventId: 5,
      geoDenied: true,
      position: { lat: 1, lon: 1 },
    });
    expect(both.success).toBe(false);
    const ok = ZDriverEventRequest.parse({ ...base, eventId: 5, geoDenied: true });
    expect(ok.clientId).toBe('0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b');
    expect(ok.occurredAt).toBe('2026-11-25T13:30:00.000Z');
    expect(ok.consignmentId).toBeNull();
  });
  it('refuses a latitude out of range and a repeated photo', () => {
    const lat = ZDriverEventRequest.safeParse({ ...base, eventId: 6, position: { lat: 91, lon: 0 } });
    expect(lat.error?.issues[0]?.message).toBe(MSG.fieldInvalidLatitude);
    const photo = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';
    const repeated = ZDriverEventRequest.safeParse({
      ...base,
      eventId: 6,
      geoDenied: true,
      photos: [photo, photo],
    });
    expect(repeated.error?.issues[0]?.message).toBe(MSG.tripPhotoRepeated);
  });
  it('a successful delivery needs the receiver, the signature and at least one document photo', () => {
    const missing = ZDriverDeliveryRequest.safeParse({
      ...base,
      tipo: 11,
      consignmentId: 3,
      geoDenied: true,
    });
    const messages = missing.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain(MSG.deliveryReceiverNameRequired);
    expect(messages).toContain(MSG.deliverySignatureRequired);
    const noDocs = ZDriverDeliveryRequest.safeParse({
      ...base,
      tipo: 11,
      consignmentId: 3,
      geoDenied: true,
      receiverName: 'Ana',
      receiverDocument: '123',
      signaturePhotoId: base.clientId,
      documentPhotos: [],
    });
    expect(noDocs.error?.issues[0]?.message).toBe(MSG.deliveryDocumentsRequired);
    const other = ZDriverDeliveryRequest.safeParse({ ...base, tipo: 9, consignmentId: 3, geoDenied: true });
    expect(other.success).toBe(false);
  });
  it('an inspection rates 0–5 and needs a signature', () => {
    const bad = ZDriverInspectionRequest.safeParse({
      clientId: base.clientId,
      movementId: 1,
      inspectedAt: base.occurredAt,
      items: [{ checklistItemId: 1, rate: 6 }],
    });
    const messages = bad.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain(MSG.inspectionRateInvalid);
    expect(messages).toContain(MSG.inspectionSignatureRequired);
  });
});
