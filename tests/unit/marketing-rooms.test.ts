import { describe, expect, it } from 'vitest';
import { generateRooms, ROOM_COUNT, ROOM_MAX_USERS } from '#client/features/marketing/rooms.ts';

describe('sample room generator', () => {
  it('makes 30 rooms with every card field filled', () => {
    const rooms = generateRooms();
    expect(rooms).toHaveLength(30);
    expect(ROOM_COUNT).toBe(30);
    for (const room of rooms) {
      expect(room.category).toBeTruthy();
      expect(room.title).toBeTruthy();
      expect(room.username).toBeTruthy();
      expect(room.background).toMatch(/^room-bg-[0-7]$/);
    }
    expect(new Set(rooms.map((r) => r.id)).size).toBe(30);
  });

  it('never exceeds 15 users, and counts stay within each room', () => {
    for (const seed of [1, 2, 3, 42, 20200220, 999999]) {
      for (const room of generateRooms(ROOM_COUNT, seed)) {
        expect(room.userMax).toBeLessThanOrEqual(ROOM_MAX_USERS);
        expect(room.userMax).toBeGreaterThanOrEqual(1);
        expect(room.userCount).toBeGreaterThanOrEqual(1);
        expect(room.userCount).toBeLessThanOrEqual(room.userMax);
        expect(Number.isInteger(room.userCount) && Number.isInteger(room.userMax)).toBe(true);
      }
    }
    expect(ROOM_MAX_USERS).toBe(15);
  });

  it('is deterministic for a seed, so the page looks the same on every visit', () => {
    expect(generateRooms()).toEqual(generateRooms());
    expect(generateRooms(ROOM_COUNT, 1)).not.toEqual(generateRooms(ROOM_COUNT, 2));
  });

  it('spreads rooms over several categories', () => {
    expect(new Set(generateRooms().map((r) => r.category)).size).toBeGreaterThanOrEqual(5);
  });
});
