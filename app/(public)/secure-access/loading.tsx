import { Loader2 } from "lucide-react";
import { AuthCard } from "@/components/auth/auth-card";

export default function SecureAccessLoading() {
  return (
    <AuthCard title="Verifying link..." className="text-center">
      <div className="flex justify-center py-2" role="status" aria-label="Verifying link">
        <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden />
      </div>
    </AuthCard>
  );
}
