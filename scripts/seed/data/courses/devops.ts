import { mod, sub, type SeedCourse } from "./shape";

export const devopsCourses: SeedCourse[] = [
  // --------------------------------------------------------------- DevOps
  {
    key: "docker-kubernetes",
    courseTitle: "Docker and Kubernetes Fundamentals",
    courseSmlDesc:
      "Build efficient container images, then deploy, scale and troubleshoot multi-service applications on Kubernetes through hands-on cluster labs.",
    categories: ["DevOps", "Cloud"],
    courseDuration: 48,
    courseOverview: `<p>Containers and Kubernetes have become the standard way to package and run modern applications. This course gives developers, system administrators and aspiring DevOps engineers a thorough, hands-on grounding in both: you will start by building efficient Docker images and finish by deploying, scaling and troubleshooting multi-service applications on a Kubernetes cluster.</p>
<h3>What you will be able to do</h3>
<ul><li>Write secure, multi-stage Dockerfiles and run local stacks with Docker Compose</li><li>Explain the Kubernetes control plane and how the scheduler places workloads</li><li>Deploy applications with Deployments, Services, Ingress, ConfigMaps and Secrets</li><li>Manage persistent storage, autoscaling, RBAC and network policies</li><li>Package releases with Helm and diagnose failing pods methodically</li></ul>
<h3>How it is taught</h3>
<p>Classes are live and instructor-led, and every topic is followed by a lab on your own cluster. Labs deliberately include broken configurations so you practise reading events, logs and describe output. In the capstone project you containerise a microservices application and deploy it to a managed Kubernetes service with Helm, probes, autoscaling and network policies.</p>
<h3>Prerequisites</h3>
<p>You should be comfortable on the Linux command line and understand basic networking; some experience of any programming or scripting language helps. The Kubernetes modules cover much of the syllabus for the <strong>Certified Kubernetes Application Developer (CKAD)</strong> exam.</p>`,
    courseContent: [
      mod("Containers from first principles", [
        sub("How containers work", ["Linux namespaces and cgroups", "Images, layers and the OCI specification", "Containers versus virtual machines"]),
        sub("Docker essentials", ["Running, inspecting and debugging containers", "Volumes and bind mounts", "Bridge networks and port publishing"]),
      ]),
      mod("Building images", [
        sub("Writing Dockerfiles", [
          "Instructions, build context and .dockerignore",
          "Multi-stage builds for small images",
          "Layer caching and instruction order",
        ]),
        sub("Image hygiene", ["Non-root users and minimal base images", "Scanning images with Trivy", "Tagging and pushing to a registry"]),
        sub("Docker Compose", ["Multi-container applications with compose.yaml", "Environment variables and secrets in development"]),
      ]),
      mod("Kubernetes architecture", [
        sub("Control plane and nodes", ["API server, etcd, scheduler and controller manager", "kubelet, kube-proxy and the container runtime"]),
        sub("Working with the cluster", ["kubectl contexts and namespaces", "Declarative manifests and kubectl apply", "Labels, selectors and annotations"]),
      ]),
      mod("Workloads and configuration", [
        sub("Pods and controllers", [
          "Pod lifecycle, init containers and sidecars",
          "Deployments, ReplicaSets and rolling updates",
          "StatefulSets, DaemonSets, Jobs and CronJobs",
        ]),
        sub("Configuration and health", ["ConfigMaps and Secrets", "Resource requests, limits and QoS classes", "Liveness, readiness and startup probes"]),
      ]),
      mod("Networking and storage", [
        sub("Services and Ingress", ["ClusterIP, NodePort and LoadBalancer Services", "Ingress controllers and TLS termination", "NetworkPolicies"]),
        sub("Persistent storage", ["PersistentVolumes and PersistentVolumeClaims", "StorageClasses and dynamic provisioning"]),
      ]),
      mod("Operating Kubernetes", [
        sub("Scaling and scheduling", ["Horizontal Pod Autoscaler", "Node affinity, taints and tolerations"]),
        sub("Security and packaging", ["RBAC roles and service accounts", "Pod Security Standards", "Packaging applications with Helm charts"]),
        sub("Troubleshooting", [
          "Reading events and container logs",
          "Debugging CrashLoopBackOff and ImagePullBackOff",
          "kubectl debug and ephemeral containers",
        ]),
      ]),
      mod("Capstone project", [
        sub("Containerise a microservices application", ["Dockerfiles and a Compose file for local development", "Image build and push from a pipeline"]),
        sub("Deploy to a managed Kubernetes cluster", [
          "Helm chart with configurable values",
          "Probes, autoscaling and a NetworkPolicy",
          "Live demonstration and instructor review",
        ]),
      ]),
    ],
  },
  {
    key: "terraform-iac",
    courseTitle: "Terraform Infrastructure as Code",
    courseSmlDesc:
      "Provision repeatable, version-controlled cloud environments with Terraform, from HCL basics to remote state, reusable modules and CI-driven plans.",
    categories: ["DevOps", "Cloud"],
    courseDuration: 32,
    courseOverview: `<p>Terraform lets teams describe their infrastructure in code, review it like code and rebuild it reliably. This course is for cloud engineers, system administrators and developers who want to move from clicking in consoles to provisioning repeatable, version-controlled environments, and to run Terraform safely as a team rather than from one person's laptop.</p>
<h3>What you will learn</h3>
<ul><li>Write clean HCL using variables, outputs, locals, for_each and dynamic blocks</li><li>Manage state with remote backends, locking, imports and moved blocks</li><li>Design reusable, versioned modules and sensible environment layouts</li><li>Run Terraform through CI pipelines with plan reviews on pull requests</li><li>Add quality and policy checks with TFLint, Checkov and policy as code</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions alternate with hands-on labs on AWS, with notes on the equivalent Azure and Google Cloud providers. You will deliberately break and repair state in the lab so that real-world recovery holds no surprises. The capstone project is a multi-environment platform built from your own modules and deployed through a pipeline.</p>
<h3>Prerequisites and certification</h3>
<p>Basic familiarity with a public cloud and with Git is expected. The course covers every objective of the <strong>HashiCorp Certified: Terraform Associate</strong> exam and includes practice questions.</p>`,
    courseContent: [
      mod("Infrastructure as code foundations", [
        sub("Why infrastructure as code", ["Declarative versus imperative provisioning", "Terraform, CloudFormation, Pulumi and Ansible compared"]),
        sub("The Terraform workflow", [
          "init, plan, apply and destroy",
          "Providers, version constraints and the lock file",
          "HCL syntax: blocks, arguments and expressions",
        ]),
      ]),
      mod("The Terraform language", [
        sub("Resources and data sources", [
          "Implicit and explicit dependencies",
          "Data sources for existing infrastructure",
          "Lifecycle rules: create_before_destroy and prevent_destroy",
        ]),
        sub("Variables, locals and outputs", ["Input variable types and validation", "Locals and outputs", "tfvars files and environment variables"]),
        sub("Iteration and expressions", ["count versus for_each", "for expressions and dynamic blocks", "Built-in functions"]),
      ]),
      mod("State management", [
        sub("Understanding state", ["What the state file records and why", "Sensitive values in state"]),
        sub("Remote backends", ["S3 backend with state locking", "HCP Terraform workspaces", "Migrating state between backends"]),
        sub("Refactoring safely", ["Import blocks and terraform import", "moved blocks and terraform state mv", "Detecting and handling drift"]),
      ]),
      mod("Modules", [
        sub("Writing modules", ["Module structure and interface design", "Versioning modules with Git tags and a private registry"]),
        sub("Composing environments", ["Root modules and child modules", "Workspaces versus directory-per-environment layouts"]),
      ]),
      mod("Terraform in teams", [
        sub("Automation", ["Running Terraform in CI pipelines", "Plan reviews on pull requests"]),
        sub("Quality and policy", ["terraform fmt, validate and TFLint", "Security scanning with Checkov", "Policy as code with Sentinel and OPA"]),
        sub("Testing", ["The terraform test framework", "Pre-commit hooks"]),
      ]),
      mod("Capstone and certification", [
        sub("Capstone: multi-environment AWS platform", [
          "Network, compute and database modules",
          "Remote state and CI-driven plans",
          "Promotion from staging to production",
        ]),
        sub("Terraform Associate preparation", ["Objective-by-objective review", "Practice questions and discussion"]),
      ]),
    ],
  },
  {
    key: "cicd-pipelines",
    courseTitle: "CI/CD Pipelines with GitHub Actions and Jenkins",
    courseSmlDesc:
      "Design and build trustworthy delivery pipelines in GitHub Actions and Jenkins, with automated testing, security scanning and safe deployment strategies.",
    categories: ["DevOps", "Automation"],
    courseDuration: 40,
    courseOverview: `<p>A reliable delivery pipeline is what lets a team release small changes many times a day without fear. This course teaches developers, testers and DevOps engineers how to design and build CI/CD pipelines with the two tools they are most likely to meet at work, GitHub Actions and Jenkins, and how to add the testing, security and deployment practices that make those pipelines trustworthy.</p>
<h3>What you will be able to do</h3>
<ul><li>Write GitHub Actions workflows with matrices, caching, reusable workflows and environments</li><li>Build declarative Jenkins pipelines, shared libraries and Kubernetes-based agents</li><li>Add unit, integration and end-to-end tests, code coverage and quality gates</li><li>Integrate static analysis, dependency scanning and container scanning</li><li>Deploy safely with blue/green and canary strategies, feature flags and automated rollback</li></ul>
<h3>How it is taught</h3>
<p>The course is delivered through live instructor-led sessions and hands-on labs on a sample web service. For the capstone project you build the same end-to-end pipeline in both tools, from commit to production with manual approvals, and compare the results.</p>
<h3>Prerequisites</h3>
<p>You should be comfortable with Git and the command line and be able to read code in at least one language. Basic Docker knowledge is helpful; our Docker and Kubernetes Fundamentals course is a good companion.</p>`,
    courseContent: [
      mod("Continuous integration and delivery concepts", [
        sub("Principles", [
          "Trunk-based development and branching strategies",
          "The deployment pipeline: build, test, release and deploy",
          "Measuring delivery performance with DORA metrics",
        ]),
        sub("Version control workflows", ["Pull requests and code review", "Branch protection and required status checks"]),
      ]),
      mod("GitHub Actions", [
        sub("Workflow fundamentals", [
          "Workflow syntax: events, jobs and steps",
          "GitHub-hosted and self-hosted runners",
          "Expressions, contexts and conditionals",
        ]),
        sub("Building real pipelines", [
          "Matrix builds across versions and operating systems",
          "Dependency caching and artifacts",
          "Reusable workflows and composite actions",
        ]),
        sub("Secure deployments", ["Secrets and environment protection rules", "OpenID Connect to AWS and Azure without long-lived keys"]),
      ]),
      mod("Jenkins", [
        sub("Jenkins architecture", ["Controller and agents", "Plugins and credentials management"]),
        sub("Pipelines as code", ["Declarative Jenkinsfile syntax", "Stages, parallel steps and post conditions", "Shared libraries"]),
        sub("Scaling Jenkins", ["Ephemeral agents on Kubernetes", "Multibranch pipelines and webhooks"]),
      ]),
      mod("Testing and quality gates", [
        sub("Automated testing in the pipeline", ["Unit, integration and end-to-end test stages", "Publishing test reports and code coverage"]),
        sub("Quality and security checks", ["Static analysis with SonarQube", "Dependency and container image scanning", "Failing the build on quality gates"]),
      ]),
      mod("Release and deployment strategies", [
        sub("Artifacts and versioning", ["Semantic versioning and release tagging", "Container registries and artifact repositories"]),
        sub("Deployment patterns", ["Blue/green and canary deployments", "Feature flags", "Automated rollback on failed health checks"]),
      ]),
      mod("Capstone project", [
        sub("End-to-end pipeline for a web service", ["Build, test and containerise the service", "Deploy to staging and production with approvals"]),
        sub("Comparing implementations", ["GitHub Actions and Jenkins side by side", "Retrospective and instructor review"]),
      ]),
    ],
  },
  {
    key: "site-reliability-engineering",
    courseTitle: "Site Reliability Engineering in Practice",
    courseSmlDesc:
      "Run reliable services with SLOs, error budgets, actionable alerting, blameless incident response and chaos engineering, taught through realistic outage simulations.",
    categories: ["DevOps"],
    courseDuration: 40,
    courseOverview: `<p>Site Reliability Engineering applies software engineering to operations problems. This course is for operations engineers, DevOps engineers and developers with on-call duties who want to run services that are reliable by design, measured by service level objectives rather than gut feeling, and improved through automation instead of heroics.</p>
<h3>What you will learn</h3>
<ul><li>Define meaningful SLIs and SLOs and manage releases with error budgets</li><li>Instrument services with Prometheus, Grafana and OpenTelemetry</li><li>Write alerts on SLO burn rates that page people only when it matters</li><li>Run incidents with clear roles and lead blameless postmortems</li><li>Apply resilience patterns, capacity planning and chaos engineering</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions draw on real incident case studies, and each module includes a lab on a small microservices application running on Kubernetes. Midway through the course you take part in a simulated outage as a member of an incident response team. The capstone project asks you to make a service production-ready: define its SLOs, build its alerting and runbooks, and present a reliability roadmap.</p>
<h3>Prerequisites</h3>
<p>You should be comfortable with Linux, basic networking and at least one scripting language, and have some exposure to containers. Experience of supporting a production system is valuable but not required.</p>`,
    courseContent: [
      mod("SRE principles", [
        sub("What SRE is", [
          "SRE compared with traditional operations and DevOps",
          "Identifying and measuring toil",
          "Capping operational work to protect engineering time",
        ]),
        sub("Service levels", ["Choosing SLIs that reflect user experience", "Setting and documenting SLOs", "Error budgets and error budget policies"]),
      ]),
      mod("Observability", [
        sub("Metrics", ["The Prometheus data model and PromQL", "The four golden signals, RED and USE methods", "Grafana dashboards that answer questions"]),
        sub("Logs and traces", ["Structured logging and log aggregation", "Distributed tracing with OpenTelemetry"]),
        sub("Alerting", ["Multi-window, multi-burn-rate SLO alerts", "Alertmanager routing, grouping and silences", "Reducing alert fatigue"]),
      ]),
      mod("Incident management", [
        sub("Responding to incidents", [
          "Incident roles: commander, communications and operations",
          "Severity levels and escalation",
          "Status pages and stakeholder updates",
        ]),
        sub("Learning from incidents", ["Running a blameless postmortem", "Tracking action items to completion"]),
      ]),
      mod("Designing reliable systems", [
        sub("Resilience patterns", [
          "Timeouts, retries with exponential backoff and circuit breakers",
          "Load shedding and graceful degradation",
          "Redundancy and failure domains",
        ]),
        sub("Capacity and performance", ["Load testing with k6", "Capacity planning and forecasting"]),
        sub("Safe change management", ["Progressive rollouts and automated canary analysis", "Release safety checklists"]),
      ]),
      mod("Chaos engineering and on-call", [
        sub("Chaos engineering", ["Defining a steady-state hypothesis", "Planning and running game days", "Fault injection with Chaos Mesh"]),
        sub("Sustainable on-call", ["Rotation design and handovers", "Writing and automating runbooks"]),
      ]),
      mod("Capstone project", [
        sub("Make a service production-ready", [
          "Define SLOs and build burn-rate alerts",
          "Write runbooks for the top failure modes",
          "Present a reliability roadmap",
        ]),
        sub("Simulated incident", ["Respond to an injected production outage", "Write and present the postmortem"]),
      ]),
    ],
  },
  {
    key: "gitops-argocd",
    courseTitle: "GitOps with Argo CD",
    courseSmlDesc:
      "Deliver Kubernetes applications declaratively with Argo CD, using Git as the single source of truth for reviewed, auditable and easily reversible changes.",
    categories: ["DevOps"],
    courseDuration: 24,
    courseOverview: `<p>GitOps makes Git the single source of truth for what runs in your Kubernetes clusters. In this course, platform engineers and DevOps practitioners learn to deliver applications declaratively with Argo CD, so that every change is reviewed, auditable and automatically reconciled, and a rollback is as simple as reverting a commit.</p>
<h3>What you will learn</h3>
<ul><li>Explain the GitOps principles and how pull-based delivery differs from push-based CI/CD</li><li>Install and configure Argo CD, and manage Applications, Projects and sync policies</li><li>Structure configuration repositories with Helm and Kustomize for multiple environments</li><li>Manage many clusters and applications with ApplicationSets and the app-of-apps pattern</li><li>Handle secrets safely with Sealed Secrets or the External Secrets Operator</li><li>Automate progressive delivery with Argo Rollouts canary and blue/green strategies</li></ul>
<h3>How it is taught</h3>
<p>The course runs as live instructor-led sessions with a hands-on lab environment of two Kubernetes clusters per learner. The capstone project is a complete GitOps workflow that promotes an application from staging to production through pull requests.</p>
<h3>Prerequisites</h3>
<p>Working knowledge of Kubernetes, kubectl and Git is required. Completing our Docker and Kubernetes Fundamentals course, or having equivalent experience, is strongly recommended.</p>`,
    courseContent: [],
  },
];
