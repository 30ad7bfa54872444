// Stroke icons on a 24 × 24 grid, drawn for this product (round caps and joins, 1.8 px stroke).
export const ICON_PATHS = {
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14z M16.2 16.2 L20.5 20.5',
  broadcast: 'M3.5 7h11v10h-11z M14.5 10.5l6-3.2v9.4l-6-3.2',
  user: 'M12 12a4 4 0 1 0 0-8a4 4 0 1 0 0 8z M4.5 20.5c0-3.8 3.4-5.8 7.5-5.8s7.5 2 7.5 5.8',
  phone: 'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5z M10.5 18.5h3',
  headset: 'M4.5 15v-3a7.5 7.5 0 0 1 15 0v3 M4.5 14h3v6h-1.5a1.5 1.5 0 0 1-1.5-1.5z M19.5 14h-3v6h1.5a1.5 1.5 0 0 0 1.5-1.5z',
  arrowUp: 'M12 19.5V5 M5.5 11.5L12 5l6.5 6.5',
  chevronDown: 'M6.5 9.5l5.5 5.5 5.5-5.5',
  calendar: 'M4.5 6h15v14h-15z M4.5 10.5h15 M8.5 3.5v4 M15.5 3.5v4',
  refresh: 'M19.5 12a7.5 7.5 0 1 1-2.2-5.3 M19.5 4.5v5h-5',
  inbox: 'M3.5 13.5l2.5-8h12l2.5 8v6h-17z M3.5 13.5h5l1.5 2.5h4l1.5-2.5h5',
  alert: 'M12 3.5l9 16h-18z M12 10v4.5 M12 17.2v.3',
  home: 'M4 11l8-6.5 8 6.5 M6 9.5V20h12V9.5',
} as const;

export type IconName = keyof typeof ICON_PATHS;
