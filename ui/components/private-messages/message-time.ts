// A message's time as the window shows it: HH:mm today, MM-DD HH:mm before (Beijing time, as the rest of the site).
const TIME = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hour12: false });
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

export function messageTime(ts: number, now: number): string {
  const day = DAY.format(ts);
  const time = TIME.format(ts);
  return day === DAY.format(now) ? time : `${day.slice(5)} ${time}`;
}
