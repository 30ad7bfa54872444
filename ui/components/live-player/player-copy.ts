// The player's words: issue #14's copy (主播暂未开播, 演示视频未开启, 点击开启声音, 信号中断，正在重连…) and ours.
export const PLAYER_COPY = {
  notLive: '主播暂未开播',
  demoOff: '演示视频未开启',
  connecting: '正在连接直播…',
  stalled: '信号中断，正在重连…',
  enableSound: '点击开启声音',
  mute: '静音',
  unmute: '取消静音',
  volume: '音量',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  live: '直播',
  loading: '加载中…',
} as const;
