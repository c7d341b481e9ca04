import { storedFileResponse } from "@/lib/providers/storage/stored-file-response";

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  return storedFileResponse(path);
}
