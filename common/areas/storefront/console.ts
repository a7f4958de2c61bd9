export interface ConsoleMessage {
  id: number;
  content: string;
  company: string;
  linkman: string;
  phone: string;
  createDate: string;
  handledDate: string | null;
  handledBy: string | null;
  note: string | null;
}
