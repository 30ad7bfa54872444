// Home's notice banner, under the live hero: the kept notice, then the dictionary's (use-home-notice.ts).
import { NoticeBanner } from '../../components/notice-banner/notice-banner';
import { useHomeNotice } from './use-home-notice';

export function HomeNoticeBar({ className }: { readonly className?: string }) {
  const text = useHomeNotice();
  if (text === '') return null;
  return <div className={className}><NoticeBanner text={text} label="首页公告" /></div>;
}
