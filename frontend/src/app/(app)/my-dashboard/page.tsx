import { Dashboard } from "@/features/dashboard/Dashboard";

import { ExamProjection, PredictedGrade } from "./parts";

export const metadata = { title: "My Dashboard — Seven" };

export default function Page() {
  return <Dashboard projection={<ExamProjection />} predictedGrade={<PredictedGrade />} />;
}
