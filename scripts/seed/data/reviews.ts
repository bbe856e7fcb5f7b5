/**
 * Demo learner reviews for Stackwise Academy.
 *
 * courseKey refers to SeedCourse.key in ./courses.ts. No review targets a course
 * whose outline is still empty (cloud-finops, gitops-argocd, rpa-uipath), and no
 * learner reviews the same course twice.
 */

export interface SeedReview {
  learnerName: string;
  learnerEmail: string;
  courseKey: string;
  rating: number;
  review: string;
  daysAgo: number;
}

export const seedReviews: SeedReview[] = [
  {
    learnerName: "Priya Raghavan",
    learnerEmail: "priya.raghavan@example.com",
    courseKey: "aws-solutions-architect",
    rating: 5,
    review:
      "The VPC lab where we built public and private subnets with a NAT gateway finally made AWS networking click for me. The instructor's whiteboard explanations of routing were excellent, and I passed SAA-C03 three weeks after the batch ended.",
    daysAgo: 42,
  },
  {
    learnerName: "Priya Raghavan",
    learnerEmail: "priya.raghavan@example.com",
    courseKey: "terraform-iac",
    rating: 4.5,
    review:
      "I now use the module layout from the capstone for our team's staging environments. The session where we broke and repaired state files was nerve-racking, but it was by far the most useful part of the course.",
    daysAgo: 118,
  },
  {
    learnerName: "Arjun Mehta",
    learnerEmail: "arjun.mehta@example.com",
    courseKey: "docker-kubernetes",
    rating: 5,
    review:
      "The troubleshooting labs with deliberately broken deployments were brilliant. I applied the probe and resource limit patterns at work the following week, and our pod restarts dropped noticeably.",
    daysAgo: 15,
  },
  {
    learnerName: "Arjun Mehta",
    learnerEmail: "arjun.mehta@example.com",
    courseKey: "cicd-pipelines",
    rating: 4,
    review:
      "Good coverage of both GitHub Actions and Jenkins. Deploying to AWS through OIDC without stored keys was worth the fee on its own, though the Jenkins shared libraries section felt a little rushed.",
    daysAgo: 87,
  },
  {
    learnerName: "Sneha Kulkarni",
    learnerEmail: "sneha.kulkarni@example.com",
    courseKey: "spark-databricks",
    rating: 4.5,
    review:
      "The instructor explained shuffles and skew with the Spark UI open, which no recorded course had done for me. Our nightly job went from 40 minutes to 12 after I applied the broadcast join advice.",
    daysAgo: 63,
  },
  {
    learnerName: "Sneha Kulkarni",
    learnerEmail: "sneha.kulkarni@example.com",
    courseKey: "airflow-pipelines",
    rating: 4,
    review:
      "Clear and practical. Dynamic task mapping and datasets were new to me, and I have already refactored two DAGs at work. I would have liked a little more time on the KubernetesExecutor.",
    daysAgo: 171,
  },
  {
    learnerName: "Rahul Verma",
    learnerEmail: "rahul.verma@example.com",
    courseKey: "ethical-hacking",
    rating: 5,
    review:
      "The cyber range was the highlight: real machines to enumerate and exploit instead of multiple-choice theory. The Active Directory module on Kerberoasting was eye-opening, and the reporting session shaped my first client report.",
    daysAgo: 29,
  },
  {
    learnerName: "Rahul Verma",
    learnerEmail: "rahul.verma@example.com",
    courseKey: "soc-analyst-siem",
    rating: 3.5,
    review:
      "Solid content on Splunk and Sentinel queries, and the simulated intrusion capstone felt realistic. Some sessions overran, and the Sigma rules part needs more practice exercises.",
    daysAgo: 140,
  },
  {
    learnerName: "Ananya Iyer",
    learnerEmail: "ananya.iyer@example.com",
    courseKey: "machine-learning-python",
    rating: 5,
    review:
      "Coming from a finance background, I appreciated how the instructor built intuition before the maths. The churn project, especially presenting SHAP explanations to the class, is now the centrepiece of my portfolio.",
    daysAgo: 54,
  },
  {
    learnerName: "Ananya Iyer",
    learnerEmail: "ananya.iyer@example.com",
    courseKey: "deep-learning",
    rating: 4.5,
    review:
      "Writing the training loop by hand in PyTorch before touching higher-level tools was the right call. The transfer learning lab on the GPU notebooks was quick to set up and worked first time.",
    daysAgo: 9,
  },
  {
    learnerName: "Mohammed Farhan",
    learnerEmail: "mohammed.farhan@example.com",
    courseKey: "azure-administrator",
    rating: 4,
    review:
      "Very hands-on, with a real subscription for every lab. The hub-and-spoke capstone covered exactly what I needed for a migration project at work, and the AZ-104 exam tips were useful too.",
    daysAgo: 96,
  },
  {
    learnerName: "Mohammed Farhan",
    learnerEmail: "mohammed.farhan@example.com",
    courseKey: "linux-for-cloud-engineers",
    rating: 4.5,
    review:
      "As a Windows administrator I was nervous about Linux. The systemd and journalctl sessions, plus the broken-server challenges, gave me real confidence on the command line.",
    daysAgo: 188,
  },
  {
    learnerName: "Kavya Nair",
    learnerEmail: "kavya.nair@example.com",
    courseKey: "playwright-test-automation",
    rating: 5,
    review:
      "We moved our regression suite off Selenium after this course. The sessions on locators and auto-waiting cut our flaky failures dramatically, and sharding in GitHub Actions halved our pipeline time.",
    daysAgo: 21,
  },
  {
    learnerName: "Kavya Nair",
    learnerEmail: "kavya.nair@example.com",
    courseKey: "python-automation",
    rating: 4,
    review:
      "Practical from day one. The log parser I wrote in the regular expressions lab now runs every morning for our support team. Complete beginners should plan some extra practice between sessions.",
    daysAgo: 152,
  },
  {
    learnerName: "Vikram Singh",
    learnerEmail: "vikram.singh@example.com",
    courseKey: "generative-ai-llm",
    rating: 4.5,
    review:
      "The RAG module was excellent, particularly the comparison of chunking strategies and the evaluation set we built together. The prompt injection demo changed how our team designs internal chatbots.",
    daysAgo: 6,
  },
  {
    learnerName: "Vikram Singh",
    learnerEmail: "vikram.singh@example.com",
    courseKey: "mlops-production",
    rating: 4,
    review:
      "A good end-to-end view, from MLflow tracking to a KServe deployment. The drift monitoring lab with Evidently is what I applied first at work. Getting the Kubernetes lab set up took a while in week one.",
    daysAgo: 74,
  },
  {
    learnerName: "Daniel Okafor",
    learnerEmail: "daniel.okafor@example.com",
    courseKey: "gcp-cloud-architect",
    rating: 4.5,
    review:
      "The case-study design exercises were the closest thing to a real architecture review I have seen in any training. Our instructor made us justify every choice, right down to Spanner versus Cloud SQL.",
    daysAgo: 112,
  },
  {
    learnerName: "Emily Carter",
    learnerEmail: "emily.carter@example.com",
    courseKey: "site-reliability-engineering",
    rating: 5,
    review:
      "The simulated outage was chaotic in the best way and taught me more about incident command than any book. We have since replaced our static threshold alerts with SLO burn-rate alerts.",
    daysAgo: 37,
  },
  {
    learnerName: "Emily Carter",
    learnerEmail: "emily.carter@example.com",
    courseKey: "ansible-automation",
    rating: 4.5,
    review:
      "Molecule testing and Vault IDs were covered properly rather than squeezed into the last session. Straight afterwards I rewrote our patching playbooks to use rolling updates with serial.",
    daysAgo: 81,
  },
  {
    learnerName: "Lukas Schneider",
    learnerEmail: "lukas.schneider@example.com",
    courseKey: "kafka-streaming",
    rating: 4,
    review:
      "Strong explanations of delivery semantics and consumer rebalancing. The Debezium change data capture lab maps directly onto a project I am working on. A few more Python examples would have been welcome.",
    daysAgo: 133,
  },
  {
    learnerName: "Lukas Schneider",
    learnerEmail: "lukas.schneider@example.com",
    courseKey: "secure-coding",
    rating: 4,
    review:
      "The attack-then-fix format kept every session engaging. Watching an SSRF exploit work against code much like ours convinced my team lead to add Semgrep to our pipeline.",
    daysAgo: 24,
  },
  {
    learnerName: "Deepak Chandrasekaran",
    learnerEmail: "deepak.chandrasekaran@example.com",
    courseKey: "snowflake-dbt",
    rating: 4.5,
    review:
      "The dbt sessions on incremental models and snapshots were exactly what our analytics team was missing. The instructor also showed us how to read the Snowflake query profile, which has already saved us credits.",
    daysAgo: 58,
  },
  {
    learnerName: "Deepak Chandrasekaran",
    learnerEmail: "deepak.chandrasekaran@example.com",
    courseKey: "cloud-security-engineering",
    rating: 3.5,
    review:
      "The credential-leak capstone was realistic and well run. The labs lean towards AWS, so those of us working mainly on Azure had to translate a few steps, but the principles carry over.",
    daysAgo: 199,
  },
];
