import { withPublic } from "@/lib/http/route-handlers";
import { storedFileResponse } from "@/lib/providers/storage/stored-file-response";

export const GET = withPublic("serving a stored file", async (_request, { params }) => {
  const { path } = await params;
  return storedFileResponse(Array.isArray(path) ? path : []);
});
